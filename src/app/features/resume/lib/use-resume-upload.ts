/**
 * The upload card's state (lib/uploader-state.ts) and the upload itself: the file checked here
 * first, progress shown at least RESUME_MIN_UPLOAD_DISPLAY_MS, done or error kept
 * RESUME_RESULT_DELAY_MS before the complete or error card; the stored resume then replaces the
 * cached one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import {
  RESUME_MIN_UPLOAD_DISPLAY_MS,
  RESUME_RESULT_DELAY_MS,
  resumeProblemText,
} from '../../../../domain/resume.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import type { GetResumeQuery } from '../../../gql/graphql.ts';
import { resumeQueryKey } from '../api/get-resume.ts';
import { uploadResume } from '../api/upload-resume.ts';
import { checkChosenFile } from './check-file.ts';
import { uploadProblemOf } from './upload-problem.ts';
import { initialUploaderState, uploaderReducer, type UploadProblem } from './uploader-state.ts';

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, Math.max(0, ms)));

export function useResumeUpload(userId: string, online: boolean) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(uploaderReducer, initialUploaderState);

  const upload = async (file: File | undefined) => {
    if (!file || !online) return;
    const problem = await checkChosenFile(file);
    if (problem) {
      dispatch({ type: 'invalidFile', problem: resumeProblemText(problem) });
      return;
    }
    dispatch({ type: 'uploadStarted', filename: file.name });
    const started = performance.now();
    let uploaded: Awaited<ReturnType<typeof uploadResume>> | null = null;
    let failure: UploadProblem | null = null;
    try {
      uploaded = await uploadResume(file, userId, {
        onProgress: (fraction) => dispatch({ type: 'uploadProgress', fraction }),
      });
    } catch (error) {
      failure = uploadProblemOf(error);
    }
    await delay(RESUME_MIN_UPLOAD_DISPLAY_MS - (performance.now() - started));
    if (uploaded) {
      dispatch({ type: 'uploadDone' });
      await delay(RESUME_RESULT_DELAY_MS);
      queryClient.setQueryData<GetResumeQuery>(resumeQueryKey, { resume: uploaded });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      dispatch({ type: 'showComplete' });
    } else {
      dispatch({ type: 'uploadFailed' });
      await delay(RESUME_RESULT_DELAY_MS);
      dispatch({ type: 'showError', problem: failure ?? uploadProblemOf(null) });
    }
  };

  return { state, dispatch, upload };
}
