/** Activities, categories and participation roles (issue: catalogue areas). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueTables {}
