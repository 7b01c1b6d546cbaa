import type { ApiEnvelope, EventEntry, Ticket } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** The seminar is individual: POST /seminar/registration issues a ticket, DELETE gives it back. */
export const seminarApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerSeminar: build.mutation<EventEntry, void>({
      query: () => ({ url: '/seminar/registration', method: 'POST' }),
      transformResponse: (response: ApiEnvelope<EventEntry>) => response.Data,
      // 'Events' carries the ticket and the status the sidebar and shell session read.
      invalidatesTags: ['Events', 'Seminar'],
    }),
    cancelSeminarSeat: build.mutation<EventEntry, void>({
      query: () => ({ url: '/seminar/registration', method: 'DELETE' }),
      transformResponse: (response: ApiEnvelope<EventEntry>) => response.Data,
      invalidatesTags: ['Events', 'Seminar'],
    }),
    getSeminarTicket: build.query<Ticket, void>({
      query: () => '/seminar/ticket',
      transformResponse: (response: ApiEnvelope<Ticket>) => response.Data,
      providesTags: ['Seminar'],
    }),
  }),
});

export const {
  useRegisterSeminarMutation,
  useCancelSeminarSeatMutation,
  useGetSeminarTicketQuery,
} = seminarApi;
