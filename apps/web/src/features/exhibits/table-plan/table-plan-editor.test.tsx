// @vitest-environment happy-dom
/**
 * The table plan screen rendered in a DOM (happy-dom) with a real router and the real reducer:
 * keyboard placing keeps the focus on the exhibit (also across tables), new exhibits go to free
 * space, overlaps are listed, and a router link with unsaved changes asks first. The browser test
 * (e2e/table-plan.test.ts) covers the same in Chromium with the API, the reload prompt and print.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TablePlanView } from '@lug/domain/exhibits';
import { i18n } from '../../../lib/i18n';
import { TablePlanEditor } from './table-plan-editor';

const data: TablePlanView = {
  plan: {
    tables: [
      { id: 'a', name: 'Table A', width_studs: 96, depth_studs: 48 },
      { id: 'b', name: 'Table B', width_studs: 64, depth_studs: 64 },
    ],
    placements: [],
  },
  exhibits: [
    { id: 1, title: 'Castle', builder: 'Sam Stud', width_studs: 32, depth_studs: 32, sockets: 0, changed: false },
    { id: 2, title: 'Moonbase', builder: 'Zoë Łukasz', width_studs: 48, depth_studs: 32, sockets: 2, changed: true },
  ],
  updated_at: null,
};

function renderPlan() {
  const root = createRootRoute({ component: Outlet });
  const plan = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <TablePlanEditor
        organizationId={1}
        activityId={1}
        activityTitle="Brick Fair"
        data={data}
        booked={[]}
        // This little router is not the app's registered one: its paths are not in the app's types.
        back={<Link to={'/exhibits' as '/'}>Back to exhibits</Link>}
      />
    ),
  });
  const exhibits = createRoute({ getParentRoute: () => root, path: '/exhibits', component: () => <h1>Exhibits</h1> });
  const router = createRouter({
    routeTree: root.addChildren([plan, exhibits]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

const focusedLabel = () => document.activeElement?.getAttribute('aria-label');
const key = (k: string, shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: k, shiftKey });

afterEach(cleanup);
// The machine may be busy: first renders of React Aria in happy-dom take seconds there.
const slowMachine = 30_000;
configure({ asyncUtilTimeout: 10_000 });

describe('the table plan screen', () => {
  it(
    'places in free space and keeps the focus on the exhibit through moves and table changes',
    async () => {
      renderPlan();
      fireEvent.click(await screen.findByRole('button', { name: 'Place Castle on the first table' }));
      await waitFor(() => expect(focusedLabel()).toBe('Castle on Table A at x 0, y 0 studs'));
      fireEvent.click(screen.getByRole('button', { name: 'Place Moonbase on the first table' }));
      await waitFor(() => expect(focusedLabel()).toBe('Moonbase on Table A at x 32, y 0 studs'));
      expect(screen.getByRole('button', { name: /^Moonbase/ }).textContent).toContain('Zoë Łukasz');
      // Moonbase was changed by its builder since the last review (decision 0049): its label says so, Castle's does not.
      expect(screen.getByRole('button', { name: /^Moonbase/ }).textContent).toContain('Changed');
      expect(screen.getByRole('button', { name: /^Castle/ }).textContent).not.toContain('Changed');
      key('ArrowRight');
      key('ArrowDown', true);
      await waitFor(() => expect(focusedLabel()).toBe('Moonbase on Table A at x 33, y 8 studs'));
      key('PageDown');
      await waitFor(() => expect(focusedLabel()).toBe('Moonbase on Table B at x 0, y 0 studs'));
      key('r');
      await waitFor(() => expect(focusedLabel()).toBe('Moonbase on Table B at x 0, y 0 studs'));
      key('PageUp');
      await waitFor(() => expect(focusedLabel()).toBe('Moonbase on Table A at x 32, y 0 studs'));
      for (let i = 0; i < 4; i++) key('ArrowLeft', true);
      await waitFor(() => expect(focusedLabel()).toBe('Moonbase on Table A at x 0, y 0 studs, overlaps Castle'));
      const overlaps = screen.getByRole('region', { name: 'Overlapping exhibits' });
      expect(overlaps.textContent).toContain('Castle and Moonbase on Table A');
      key('Delete');
      await waitFor(() => expect(focusedLabel()).toBe('Place Moonbase on the first table'));
      expect(screen.queryByRole('region', { name: 'Overlapping exhibits' })).toBeNull();
    },
    slowMachine,
  );

  it(
    'asks before a link leaves unsaved changes behind: stay keeps them, leave goes',
    async () => {
      const router = renderPlan();
      fireEvent.click(await screen.findByRole('button', { name: 'Place Castle on the first table' }));
      await screen.findByText('Unsaved changes');
      act(() => screen.getByRole('link', { name: 'Back to exhibits' }).click());
      const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
      await waitFor(() => expect(ask.isConnected).toBe(false));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByRole('button', { name: /^Castle on Table A/ })).toBeTruthy();

      act(() => screen.getByRole('link', { name: 'Back to exhibits' }).click());
      await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
      await screen.findByRole('heading', { name: 'Exhibits' });
      expect(router.state.location.pathname).toBe('/exhibits');
    },
    slowMachine,
  );
});
