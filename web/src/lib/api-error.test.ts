import { describe, expect, it } from 'vitest';
import { ApiError, isMissing, NETWORK_ERROR } from './api-error';

describe('isMissing: what a link names is not there for this reader', () => {
  it('is a 404, a 403, or a 400 naming an id', () => {
    expect(isMissing(new ApiError(404, 'NOT_FOUND', 'Job not found'))).toBe(true);
    expect(isMissing(new ApiError(403, 'FORBIDDEN', 'Not your seeker'))).toBe(true);
    const badId = { _id: 'This id is not valid' };
    expect(isMissing(new ApiError(400, 'VALIDATION_FAILED', 'bad', badId))).toBe(true);
    const badJob = { job_id: 'This id is not valid' };
    expect(isMissing(new ApiError(400, 'VALIDATION_FAILED', 'bad', badJob))).toBe(true);
    expect(isMissing(new ApiError(400, 'VALIDATION_FAILED', 'bad', { id: 'x' }))).toBe(true);
    // a path's id as the route names it (GET /user/emp/js/:seekerId)
    expect(isMissing(new ApiError(400, 'VALIDATION_FAILED', 'bad', { seekerId: 'x' }))).toBe(true);
  });

  it('is not the network, a failure of the server, or a 400 about something else', () => {
    expect(isMissing(new ApiError(0, NETWORK_ERROR, 'Failed to fetch'))).toBe(false);
    expect(isMissing(new ApiError(500, 'INTERNAL', 'boom'))).toBe(false);
    expect(isMissing(new ApiError(400, 'VALIDATION_FAILED', 'bad', { page: 'x' }))).toBe(false);
    expect(isMissing(new ApiError(400, 'VALIDATION_FAILED', 'bad', { video: 'x' }))).toBe(false);
    expect(isMissing(new ApiError(400, 'INVALID', 'bad'))).toBe(false);
    expect(isMissing(new Error('Not Found'))).toBe(false);
    expect(isMissing(null)).toBe(false);
  });
});
