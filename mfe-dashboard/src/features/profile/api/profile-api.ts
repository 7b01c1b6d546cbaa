import type { ApiEnvelope, ProfileUpdateWithInstitution, User } from '@gcw/shared';
import { api, userUpdated } from '@gcw/shared/store';

/** POST /profile/my (R7.2, with the picked institution's id): answers the updated user, which becomes the session's user. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileUpdateWithInstitution>({
      query: (body) => ({ url: '/profile/my', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<User>) => response.Data,
      invalidatesTags: ['Profile'],
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The sidebar, the gates and the stored session read the user from the session slice.
          dispatch(userUpdated(data));
        } catch {
          // The form shows the refusal; nothing to update.
        }
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
