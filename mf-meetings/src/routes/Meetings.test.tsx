import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Locale, type Meeting, type MeetingsProps, paths } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMeeting, aPage, customer, expert } from '../test/fixtures.ts';
import Meetings from './Meetings.tsx';

const CUSTOMER_PROPS: MeetingsProps = {
  area: 'customer',
  expertSearchPath: '/customer/app/experts',
};
const EXPERT_PROPS: MeetingsProps = { area: 'expert' };

interface Setup {
  props?: MeetingsProps;
  locale?: Locale;
  url?: string;
  /** GET /meets; default: one booked meeting. */
  list?: (query: Record<string, unknown> | undefined) => unknown;
  /** GET /meets/{id}. */
  one?: (id: number) => unknown;
}

function renderMeetings({ props = CUSTOMER_PROPS, locale = 'en', url, list, one }: Setup = {}) {
  const base = props.area === 'customer' ? '/customer/app/meetings' : '/experts/app/meetings';
  const { api, get } = fakeApi((path, query) => {
    if (path === paths.meets) return list ? list(query) : aPage([aMeeting()]);
    const match = /^meets\/(\d+)$/.exec(path);
    if (match)
      return one ? one(Number(match[1])) : envelope(aMeeting({ id: Number(match[1]), status: 'finished' }));
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  const view = renderWithShell(<Meetings {...props} />, {
    api,
    locale,
    session: props.area === 'customer' ? customer : expert,
    url: url ?? base,
    path: base,
  });
  return { ...view, api, get, user: userEvent.setup() };
}

const listCalls = (get: ReturnType<typeof fakeApi>['get']) =>
  get.mock.calls
    .filter(([path]) => path === paths.meets)
    .map(([, query]) => (query ?? {}) as Record<string, unknown>);

/** A star is chosen by its label (what a pointer clicks; the radio itself only moves the highlight). */
async function pickStars(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const radio = within(dialog).getByRole('radio', { name });
  const label = dialog.querySelector(`label[for="${radio.id}"]`);
  if (!label) throw new Error(`no label for ${name}`);
  await user.click(label);
}

afterEach(cleanup);

describe('the meeting list', () => {
  it('shows a loading state while the meetings come', async () => {
    renderMeetings({ list: () => new Promise(() => {}) });
    expect(await screen.findByRole('status', { name: 'Loading meetings' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Meetings' })).toBeTruthy();
  });

  it("says 'You don't have any meetings' with the way to search an expert (en)", async () => {
    renderMeetings({ list: () => aPage([]) });
    expect(await screen.findByRole('heading', { name: "You don't have any meetings" })).toBeTruthy();
    const link = screen.getByRole('link', {
      name: 'Search an expert and create a new meeting for discuss any topic.',
    });
    expect(link.getAttribute('href')).toBe('/customer/app/experts');
  });

  it('says it in Spanish (es)', async () => {
    renderMeetings({ list: () => aPage([]), locale: 'es', props: EXPERT_PROPS });
    expect(await screen.findByRole('heading', { name: 'No tienes reuniones' })).toBeTruthy();
    expect(
      screen.getByText('Busca un experto y crea una nueva reunión para hablar de cualquier tema.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Reuniones' })).toBeTruthy();
  });

  it("lists the customer's meetings: the expert's photo, name and role, the status, date and start time", async () => {
    const { get } = renderMeetings({
      list: () =>
        aPage([
          aMeeting(),
          aMeeting({ id: 42, status: 'finished', date: '2030-04-02', start_time: '16:30' }),
        ]),
    });
    const rows = await screen.findAllByRole('button', { name: /Open the details/ });
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Ana Torres')).toBeTruthy();
    expect(first.getByText('Nutritionist')).toBeTruthy();
    expect(first.getByText('Booked')).toBeTruthy();
    expect(first.getByText('May 14, 2030')).toBeTruthy();
    expect(first.getByText('10:00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Finished')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('April 2, 2030')).toBeTruthy();
    expect(listCalls(get)[0]).toMatchObject({
      is_expert: false,
      per_page: 500,
      order_by: 'start_time',
      page: 1,
      search: '',
    });
  });

  it("lists the expert's meetings: the customer and the rate's meeting, in Spanish dates", async () => {
    const { get } = renderMeetings({ props: EXPERT_PROPS, locale: 'es' });
    const row = await screen.findByRole('button', { name: /Abrir los detalles/ });
    expect(within(row).getByText('Ben Ruiz')).toBeTruthy();
    expect(within(row).getByText('Cliente')).toBeTruthy();
    expect(within(row).getByText('Reunión Exprés')).toBeTruthy();
    expect(within(row).getByText('14 de mayo de 2030')).toBeTruthy();
    expect(within(row).queryByText('Reservada')).toBeNull();
    expect(listCalls(get)[0]).toMatchObject({ is_expert: true });
  });

  it('searches on Enter, with the text in the URL and the first page', async () => {
    const { get, user } = renderMeetings({
      url: '/customer/app/meetings?page=2',
      list: (query) => (query?.search ? aPage([aMeeting()]) : aPage([aMeeting()], 2, 2)),
    });
    await screen.findByRole('button', { name: /Open the details/ });
    const box = screen.getByRole('searchbox', { name: 'Search by expert' });
    await user.type(box, 'ana');
    expect(listCalls(get).some((query) => query.search === 'ana')).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listCalls(get).at(-1)).toMatchObject({ search: 'ana', page: 1 }));
    expect(currentUrl().search).toBe('?search=ana');
    expect(await screen.findByText('Results for “ana”')).toBeTruthy();
  });

  it('pages as the api pages: Previous and Next', async () => {
    const { get, user } = renderMeetings({
      list: (query) => aPage([aMeeting({ id: Number(query?.page) * 100 })], Number(query?.page), 2),
    });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(listCalls(get).at(-1)).toMatchObject({ page: 2 });
    expect(currentUrl().search).toBe('?page=2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(currentUrl().search).toBe('');
  });

  it('shows a failure with Retry, which asks again', async () => {
    let fail = true;
    const { user } = renderMeetings({
      list: () => {
        if (fail) throw new ApiError(500, { message: 'Down for a moment' }, 'Down for a moment');
        return aPage([aMeeting()]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The meetings could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Down for a moment')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Open the details/ })).toBeTruthy();
  });

  it('keeps the rows shown when the next page fails, with the failure and Retry above them', async () => {
    const { user } = renderMeetings({
      list: (query) => {
        if (Number(query?.page) === 2) throw new ApiError(502, null, 'Ha ocurrido un error');
        return aPage([aMeeting()], 1, 2);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ha ocurrido un error')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Open the details/ })).toBeTruthy();
  });

  it('updates live when the socket says a meeting changed status', async () => {
    let status: Meeting['status'] = 'booked';
    const { realtime } = renderMeetings({ list: () => aPage([aMeeting({ status })]) });
    expect(await screen.findByText('Booked')).toBeTruthy();
    status = 'finished';
    realtime.publish({ type: 'meeting.status', meet_id: 41, status: 'finished' });
    expect(await screen.findByText('Finished')).toBeTruthy();
    status = 'booked';
    realtime.publish({
      type: 'notification',
      notification: {
        id: 1,
        type: 'meeting.booked',
        data: { meet_id: 41 },
        created_at: '2030-05-01T00:00:00Z',
        read_at: null,
      },
    });
    expect(await screen.findByText('Booked')).toBeTruthy();
  });

  it('reads the list again when the socket is back after a drop (a change it missed)', async () => {
    let status: Meeting['status'] = 'booked';
    const { realtime } = renderMeetings({ list: () => aPage([aMeeting({ status })]) });
    expect(await screen.findByText('Booked')).toBeTruthy();
    status = 'finished';
    realtime.reconnected();
    expect(await screen.findByText('Finished')).toBeTruthy();
  });
});

describe('the meeting detail dialog', () => {
  it('shows details, the customer comments and no feedback yet for a coming meeting; Escape returns focus to the row', async () => {
    const { user } = renderMeetings();
    const row = await screen.findByRole('button', { name: /Open the details/ });
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(within(dialog).getByText('How do I plan my meals?')).toBeTruthy();
    expect(within(dialog).getByText('Express (15 min)')).toBeTruthy();
    expect(within(dialog).getByText('10:00 – 10:15')).toBeTruthy();
    expect(within(dialog).getByText('$22.00')).toBeTruthy();
    expect(within(dialog).getByText('Feedback opens when the meeting has finished.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Give feedback' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Go to the meeting room' }).getAttribute('href')).toBe(
      '/customer/app/meetings/room/41',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('shows the feedback given and no Give feedback (customer)', async () => {
    const { user } = renderMeetings({
      list: () =>
        aPage([
          aMeeting({
            status: 'finished',
            expert_feedback: { rating: 4, comment: 'other', other_comment: 'Very clear advice' },
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: /Open the details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(within(dialog).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(dialog).getByText('Other')).toBeTruthy();
    expect(within(dialog).getByText('Very clear advice')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Give feedback' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Go to the meeting room' })).toBeNull();
  });

  it("tells the customer of their own meeting's questions and price in their language's formats", async () => {
    const { user } = renderMeetings({
      locale: 'es',
      list: () => aPage([aMeeting({ status: 'finished', comments: null })]),
    });
    await user.click(await screen.findByRole('button', { name: /Abrir los detalles|Open the details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No dejaste preguntas.')).toBeTruthy();
    expect(within(dialog).getByText(/^22,00\sUS\$$/)).toBeTruthy();
  });

  it('offers Give feedback for a finished meeting without it, which opens the feedback dialog by the URL', async () => {
    const { user } = renderMeetings({
      props: EXPERT_PROPS,
      list: () => aPage([aMeeting({ status: 'finished', comments: null })]),
    });
    await user.click(await screen.findByRole('button', { name: /Open the details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Meeting details' });
    expect(within(dialog).getByText('The customer left no questions.')).toBeTruthy();
    expect(within(dialog).getByText('You have not given feedback yet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Give feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Give feedback' })).toBeTruthy();
    expect(currentUrl().search).toBe('?feedback=41');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meeting details' })).toBeNull());
    // Skip: back on the list, the focus on the meeting's row.
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl().search).toBe('');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Open the details/ })),
    );
  });
});

describe('the feedback dialog', () => {
  it('opens from ?feedback= and the customer rates the expert: rating and answer required (en)', async () => {
    const { api, user, notify } = renderMeetings({ url: '/customer/app/meetings?feedback=41' });
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    await within(dialog).findByText(/How was your meeting with Ana Torres/);
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Select a rating from 1 to 5')).toBeTruthy();
    expect(within(dialog).getByText('Select an answer')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    api.post.mockResolvedValue({ data: {}, message: 'Feedback created succesfully' });
    await pickStars(user, dialog, '5 of 5 stars');
    await user.click(within(dialog).getByRole('radio', { name: 'Perfect help' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(paths.expertFeedbacks(7), {
        rating: 5,
        comment: 'perfect_help',
        other_comment: null,
        meet_id: 41,
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Feedback created succesfully');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give feedback' })).toBeNull());
    expect(currentUrl().search).toBe('');
    expect(currentUrl().pathname).toBe('/customer/app/meetings');
  });

  it("requires the text with 'other', at most 250 characters (es)", async () => {
    const { api, user } = renderMeetings({ url: '/customer/app/meetings?feedback=41', locale: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Dar valoración' });
    await within(dialog).findByText(/¿Cómo fue tu reunión con Ana Torres/);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(await within(dialog).findByText('Selecciona una valoración de 1 a 5')).toBeTruthy();
    expect(within(dialog).getByText('Selecciona una respuesta')).toBeTruthy();
    await pickStars(user, dialog, '3 de 5 estrellas');
    await user.click(within(dialog).getByRole('radio', { name: 'Otro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(await within(dialog).findByText('Campo requerido')).toBeTruthy();
    const text = within(dialog).getByRole('textbox', { name: 'Cuéntanos más' });
    await user.click(text);
    await user.paste('x'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(await within(dialog).findByText('Máx. 250 caracteres')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    api.post.mockResolvedValue({ data: {}, message: 'Valoración creada con éxito' });
    await user.clear(text);
    await user.type(text, 'Muy claro');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(paths.expertFeedbacks(7), {
        rating: 3,
        comment: 'other',
        other_comment: 'Muy claro',
        meet_id: 41,
      }),
    );
  });

  it('the expert rates the customer with a comment (required, max 250)', async () => {
    const { api, user, notify } = renderMeetings({
      props: EXPERT_PROPS,
      url: '/experts/app/meetings?feedback=41',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    await within(dialog).findByText('How was your meeting with Ben Ruiz?');
    expect(within(dialog).queryByRole('radio', { name: 'Perfect help' })).toBeNull();
    await pickStars(user, dialog, '4 of 5 stars');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Field required')).toBeTruthy();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await user.click(comment);
    await user.paste('y'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Max. 250 characters')).toBeTruthy();

    api.post.mockResolvedValue({ data: {} });
    await user.clear(comment);
    await user.type(comment, 'Punctual and prepared');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(paths.customerFeedbacks(1), {
        rating: 4,
        comment: 'Punctual and prepared',
        meet_id: 41,
      }),
    );
    // The api said nothing: the spec's own words.
    expect(notify.success).toHaveBeenCalledWith('Feedback created succesfully');
  });

  it('the expert sees the validation in Spanish', async () => {
    const { user } = renderMeetings({
      props: EXPERT_PROPS,
      url: '/experts/app/meetings?feedback=41',
      locale: 'es',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dar valoración' });
    await within(dialog).findByText('¿Cómo fue tu reunión con Ben Ruiz?');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(await within(dialog).findByText('Selecciona una valoración de 1 a 5')).toBeTruthy();
    expect(within(dialog).getByText('Campo requerido')).toBeTruthy();
  });

  it('Skip closes it, stays on the list and removes the parameter', async () => {
    const { api, user } = renderMeetings({ url: '/customer/app/meetings?search=ana&feedback=41' });
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give feedback' })).toBeNull());
    expect(currentUrl().pathname).toBe('/customer/app/meetings');
    expect(currentUrl().search).toBe('?search=ana');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('joins the field messages of a refused review (spec §8) and keeps the dialog open', async () => {
    const { api, user, notify } = renderMeetings({
      props: EXPERT_PROPS,
      url: '/experts/app/meetings?feedback=41',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    await within(dialog).findByText('How was your meeting with Ben Ruiz?');
    api.post.mockRejectedValue(
      new ApiError(
        422,
        { message: 'Invalid', data: { meet_id: ['The meeting has not finished'], comment: ['Too rude'] } },
        'The meeting has not finished',
      ),
    );
    await pickStars(user, dialog, '2 of 5 stars');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('The meeting has not finished, Too rude')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('The meeting has not finished, Too rude');

    api.post.mockRejectedValue(
      new ApiError(
        409,
        { message: 'This meeting has already been rated' },
        'This meeting has already been rated',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('This meeting has already been rated')).toBeTruthy();
    expect(currentUrl().search).toBe('?feedback=41');
  });

  it('says when the meeting is not one of yours', async () => {
    renderMeetings({
      url: '/customer/app/meetings?feedback=999',
      one: () => {
        throw new ApiError(404, { message: 'Not found' }, 'Not found');
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(await within(dialog).findByText('This meeting cannot be found among yours')).toBeTruthy();
  });

  it('says when feedback was given already', async () => {
    renderMeetings({
      url: '/customer/app/meetings?feedback=41',
      one: () =>
        envelope(
          aMeeting({
            status: 'finished',
            expert_feedback: { rating: 5, comment: 'perfect_help', other_comment: null },
          }),
        ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(
      await within(dialog).findByText('You already gave feedback for this meeting with Ana Torres.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('ignores a feedback parameter that is no meeting id', async () => {
    renderMeetings({ url: '/customer/app/meetings?feedback=abc' });
    await screen.findByRole('button', { name: /Open the details/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

void vi;
