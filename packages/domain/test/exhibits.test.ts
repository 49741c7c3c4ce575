import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approvedArea,
  exhibitArea,
  exhibitMessages,
  exhibitTotals,
  fitsOnTable,
  imageTypeOf,
  movePlacement,
  registerExhibitInput,
  registrationProblem,
  reviewExhibit,
  reviewExhibitInput,
  showStarted,
  studsToCm,
  tablePlanProblems,
  type ExhibitActivity,
  type ExhibitFacts,
  type ExhibitReviewStatus,
  type PlanTable,
} from '../src/exhibits';

const before = { date: '2026-05-01', time: '10:00' };

const activity = (over: Partial<ExhibitActivity> = {}): ExhibitActivity => ({
  exhibits_open: true,
  exhibits_per_member: null,
  exhibits_area_studs: null,
  start_date: '2026-06-01',
  start_time: '10:00',
  ...over,
});

const step = fc.oneof(
  fc.record({
    kind: fc.constant('register' as const),
    user: fc.integer({ min: 1, max: 5 }),
    w: fc.integer({ min: 1, max: 64 }),
    d: fc.integer({ min: 1, max: 64 }),
    sockets: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('review' as const),
    pick: fc.nat(),
    status: fc.constantFrom<ExhibitReviewStatus>('approved', 'rejected'),
  }),
);

describe('exhibit rules', () => {
  it('never lets a member hold more pending or approved exhibits than the limit, nor the approved area exceed its limit', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 8000 }), { nil: null }),
        fc.array(step, { maxLength: 60 }),
        (perMember, area, steps) => {
          const show = activity({ exhibits_per_member: perMember, exhibits_area_studs: area });
          let exhibits: ExhibitFacts[] = [];
          let next = 1;
          for (const s of steps) {
            if (s.kind === 'register') {
              if (registrationProblem(show, exhibits, s.user, before) !== null) continue;
              exhibits = [
                ...exhibits,
                {
                  id: next++,
                  user_id: s.user,
                  status: 'pending',
                  width_studs: s.w,
                  depth_studs: s.d,
                  sockets: s.sockets,
                },
              ];
            } else if (exhibits.length > 0) {
              const target = exhibits[s.pick % exhibits.length]!;
              const outcome = reviewExhibit(show, exhibits, target.id, s.status);
              if (outcome.ok) exhibits = outcome.exhibits;
              else expect(s.status).toBe('approved');
            }
            if (area !== null) expect(approvedArea(exhibits)).toBeLessThanOrEqual(area);
            if (perMember !== null) {
              for (let user = 1; user <= 5; user++) {
                const held = exhibits.filter((e) => e.user_id === user && e.status !== 'rejected').length;
                expect(held).toBeLessThanOrEqual(perMember);
              }
            }
          }
        },
      ),
    );
  });

  it('refuses an approval exactly when it would pass the area limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ w: fc.integer({ min: 1, max: 50 }), d: fc.integer({ min: 1, max: 50 }), approved: fc.boolean() }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        fc.integer({ min: 1, max: 10_000 }),
        (rows, limit) => {
          const exhibits: ExhibitFacts[] = rows.map((r, i) => ({
            id: i + 1,
            user_id: 1,
            status: r.approved ? 'approved' : 'pending',
            width_studs: r.w,
            depth_studs: r.d,
            sockets: 0,
          }));
          const target = exhibits[exhibits.length - 1]!;
          const outcome = reviewExhibit({ exhibits_area_studs: limit, exhibits_per_member: null }, exhibits, target.id, 'approved');
          const fits = target.status === 'approved' || approvedArea(exhibits) + exhibitArea(target) <= limit;
          expect(outcome.ok).toBe(fits);
        },
      ),
    );
  });

  it('totals count the approved exhibits, their area and sockets', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('pending', 'approved', 'rejected') as fc.Arbitrary<ExhibitFacts['status']>,
            w: fc.integer({ min: 1, max: 100 }),
            d: fc.integer({ min: 1, max: 100 }),
            sockets: fc.integer({ min: 0, max: 20 }),
          }),
        ),
        (rows) => {
          const exhibits = rows.map((r, i) => ({
            id: i + 1,
            user_id: 1,
            status: r.status,
            width_studs: r.w,
            depth_studs: r.d,
            sockets: r.sockets,
          }));
          const approved = exhibits.filter((e) => e.status === 'approved');
          const totals = exhibitTotals(exhibits);
          expect(totals.count).toBe(exhibits.length);
          expect(totals.approved).toBe(approved.length);
          expect(totals.sockets).toBe(approved.reduce((n, e) => n + e.sockets, 0));
          expect(totals.approved_area_studs).toBe(approved.reduce((n, e) => n + e.width_studs * e.depth_studs, 0));
        },
      ),
    );
  });

  it('decides "started" like RSVP: the start time on the first day, or the whole day without one', () => {
    const show = { start_date: '2026-06-01', start_time: '10:00' };
    expect(showStarted(show, { date: '2026-06-01', time: '09:59' })).toBe(false);
    expect(showStarted(show, { date: '2026-06-01', time: '10:00' })).toBe(true);
    expect(showStarted(show, { date: '2026-06-02', time: '00:00' })).toBe(true);
    expect(showStarted({ ...show, start_time: null }, { date: '2026-06-01', time: '00:00' })).toBe(true);
    expect(showStarted({ ...show, start_time: null }, { date: '2026-05-31', time: '23:59' })).toBe(false);
    expect(registrationProblem(activity(), [], 1, { date: '2026-06-01', time: '11:00' })).toBe(exhibitMessages.started);
    expect(registrationProblem(activity({ exhibits_open: false }), [], 1, before)).toBe(exhibitMessages.closed);
  });

  it('converts studs to centimetres at 8 mm a stud', () => {
    expect(studsToCm(32)).toBe(25.6);
    expect(studsToCm(1)).toBe(0.8);
  });
});

describe('exhibit inputs', () => {
  it('keeps power and sockets consistent, and names the fields at fault', () => {
    const base = { id: 1, title: 'Castle', width_studs: 32, depth_studs: 48 };
    expect(registerExhibitInput.parse({ ...base, needs_power: true })).toMatchObject({
      sockets: 1,
      height_studs: null,
      notes: null,
    });
    expect(registerExhibitInput.parse({ ...base })).toMatchObject({ needs_power: false, sockets: 0 });
    const refused = registerExhibitInput.safeParse({ ...base, needs_power: false, sockets: 2 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['sockets']);
    for (const bad of [0, -1, 1.5, '32', 10_001]) {
      const answer = registerExhibitInput.safeParse({ ...base, width_studs: bad });
      expect(answer.success).toBe(false);
      expect(answer.error?.issues[0]?.path).toEqual(['width_studs']);
    }
  });

  it('requires a reason to reject', () => {
    expect(reviewExhibitInput.safeParse({ id: 1, status: 'rejected', reason: '  ' }).success).toBe(false);
    expect(reviewExhibitInput.safeParse({ id: 1, status: 'rejected', reason: 'Too big' }).success).toBe(true);
    expect(reviewExhibitInput.safeParse({ id: 1, status: 'approved' }).success).toBe(true);
  });
});

describe('photos', () => {
  it('knows JPEG, PNG and WebP by their magic bytes only', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(imageTypeOf(webp)).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});

describe('the table plan', () => {
  const table: PlanTable = { id: 't1', name: 'Table 1', width_studs: 100, depth_studs: 60 };

  it('keeps a moved exhibit on its table, rotated or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }))),
        (w, d, rotated, moves) => {
          const exhibit = { width_studs: w, depth_studs: d };
          let p = { exhibit_id: 1, table_id: 't1', x: 0, y: 0, rotated };
          for (const [dx, dy] of moves) {
            p = movePlacement(table, exhibit, p, dx, dy);
            expect(fitsOnTable(table, exhibit, p)).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses exhibits that are not approved exhibits of the activity, placed twice, or off their table', () => {
    const exhibits = new Map([[7, { width_studs: 32, depth_studs: 32 }]]);
    expect(
      tablePlanProblems(
        { tables: [table], placements: [{ exhibit_id: 7, table_id: 't1', x: 68, y: 28, rotated: false }] },
        exhibits,
      ),
    ).toEqual({});
    expect(
      tablePlanProblems(
        { tables: [table], placements: [{ exhibit_id: 7, table_id: 't1', x: 69, y: 0, rotated: false }] },
        exhibits,
      ),
    ).toEqual({ 'placements.0.x': exhibitMessages.tablePlanOutside });
    expect(
      tablePlanProblems(
        { tables: [table], placements: [{ exhibit_id: 8, table_id: 't1', x: 0, y: 0, rotated: false }] },
        exhibits,
      ),
    ).toEqual({ 'placements.0.exhibit_id': exhibitMessages.tablePlanUnknownExhibit });
    expect(
      tablePlanProblems(
        {
          tables: [table],
          placements: [
            { exhibit_id: 7, table_id: 't1', x: 0, y: 0, rotated: false },
            { exhibit_id: 7, table_id: 't1', x: 40, y: 0, rotated: false },
          ],
        },
        exhibits,
      ),
    ).toEqual({ 'placements.1.exhibit_id': exhibitMessages.tablePlanTwice });
  });
});
