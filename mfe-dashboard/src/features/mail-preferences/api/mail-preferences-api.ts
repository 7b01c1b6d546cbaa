import type { ApiEnvelope, MailPreferences } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** A tag of its own, added here and not to the shared API_TAGS (that would be a contract release). */
const tagged = api.enhanceEndpoints({ addTagTypes: ['MailPreferences'] });

/** GET / PUT /profile/notification-preferences: which optional mails the student gets. */
export const mailPreferencesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getMailPreferences: build.query<MailPreferences, void>({
      query: () => '/profile/notification-preferences',
      transformResponse: (response: ApiEnvelope<MailPreferences>) => response.Data,
      providesTags: ['MailPreferences'],
    }),
    updateMailPreferences: build.mutation<MailPreferences, MailPreferences>({
      query: (body) => ({ url: '/profile/notification-preferences', method: 'PUT', body }),
      transformResponse: (response: ApiEnvelope<MailPreferences>) => response.Data,
      // The switch moves at once; a refusal puts it back.
      async onQueryStarted(preferences, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          mailPreferencesApi.util.updateQueryData(
            'getMailPreferences',
            undefined,
            () => preferences,
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetMailPreferencesQuery, useUpdateMailPreferencesMutation } = mailPreferencesApi;
