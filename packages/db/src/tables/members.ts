/** Members and permission roles beyond the foundation's tables. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MembersTables {}
