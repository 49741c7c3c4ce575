import { exhibitCardsPdf, exhibitPhoto, type ExhibitCardsPdf, type ExhibitPhoto } from '@lug/domain/exhibits';
import type { RestRoute } from '../route';

/**
 * Exhibits (MOC registration), review, photos, MOC cards and the table plan (issue 18, decision
 * 0030). `/activities/{id}/…` names the activity and `/exhibits/{id}…` the exhibit, which names
 * its organisation (an `organization_id` sent as well must agree). `/public/exhibits/{id}` needs
 * no sign-in and answers only approved exhibits of public activities.
 */
const photoAnswer = (
  cache: string,
): Pick<RestRoute, 'contentType' | 'mediaTypes' | 'respond' | 'headers' | 'answers'> => ({
  contentType: (output) => (output as ExhibitPhoto).content_type,
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  respond: (output) => new Uint8Array(Buffer.from((output as ExhibitPhoto).data, 'base64')),
  headers: () => ({ 'cache-control': cache, 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' }),
  answers: { schema: exhibitPhoto.shape.data },
});

export const exhibitPaths: RestRoute[] = [
  { method: 'GET', path: '/activities/:id/exhibits', procedure: 'exhibits.list' },
  { method: 'POST', path: '/activities/:id/exhibits', procedure: 'exhibits.register', status: 201 },
  {
    method: 'GET',
    path: '/activities/:id/exhibits/cards.pdf',
    procedure: 'exhibits.cards',
    contentType: 'application/pdf',
    respond: (output) => new Uint8Array(Buffer.from((output as ExhibitCardsPdf).data, 'base64')),
    headers: (output) => ({
      'content-disposition': `attachment; filename="${(output as ExhibitCardsPdf).filename}"`,
      'cache-control': 'no-store',
    }),
    answers: { schema: exhibitCardsPdf.shape.data },
  },
  { method: 'PUT', path: '/exhibits/:id', procedure: 'exhibits.update' },
  { method: 'DELETE', path: '/exhibits/:id', procedure: 'exhibits.withdraw', status: 204 },
  { method: 'PUT', path: '/exhibits/:id/review', procedure: 'exhibits.review' },
  { method: 'PUT', path: '/exhibits/:id/photo', procedure: 'exhibits.setPhoto' },
  { method: 'DELETE', path: '/exhibits/:id/photo', procedure: 'exhibits.removePhoto' },
  { method: 'GET', path: '/exhibits/:id/photo', procedure: 'exhibits.photo', ...photoAnswer('private, no-store') },
  { method: 'GET', path: '/public/exhibits/:id', procedure: 'exhibits.publicGet' },
  {
    method: 'GET',
    path: '/public/exhibits/:id/photo',
    procedure: 'exhibits.publicPhoto',
    ...photoAnswer('public, max-age=300'),
  },
  { method: 'GET', path: '/activities/:id/table-plan', procedure: 'exhibits.tablePlan' },
  { method: 'PUT', path: '/activities/:id/table-plan', procedure: 'exhibits.saveTablePlan' },
];
