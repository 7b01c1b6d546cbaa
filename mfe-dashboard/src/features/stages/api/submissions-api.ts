import type { ApiEnvelope, TeamDetail, VideoSubmissionPayload } from '@gcw/shared';
import { api } from '@gcw/shared/store';

/** Hackathon stage 2: the video link (stage 1's PDF is multipart, see use-submit-proposal). */
export const submissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitVideo: build.mutation<TeamDetail, VideoSubmissionPayload>({
      query: (body) => ({ url: '/team/submission/stage-2', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<TeamDetail>) => response.Data,
      invalidatesTags: ['Team', 'Submission'],
    }),
  }),
});

export const { useSubmitVideoMutation } = submissionsApi;
