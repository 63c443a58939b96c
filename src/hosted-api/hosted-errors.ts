/**
 * The hosted product's error body: `{status:"error", timestamp, path, error:{code, message}}`, its
 * `code` the name of the exception class its framework raised for the status. Validation is a 400
 * there (ours is a 422): apps branch on it.
 */
export interface HostedErrorBody {
  status: 'error';
  timestamp: string;
  path: string;
  error: { code: string; message: string; details?: { reason: string } };
}

const EXCEPTION_NAMES: Record<number, string> = {
  400: 'BadRequestException',
  401: 'UnauthorizedException',
  403: 'ForbiddenException',
  404: 'NotFoundException',
  405: 'MethodNotAllowedException',
  409: 'ConflictException',
  413: 'PayloadTooLargeException',
  415: 'UnsupportedMediaTypeException',
  429: 'ThrottlerException',
  500: 'InternalServerErrorException',
  503: 'ServiceUnavailableException',
};

/** The status the hosted product answers for ours: validation failures are its 400. */
export const hostedStatus = (status: number): number => (status === 422 ? 400 : status);

export function hostedError(status: number, path: string, message: string, reason?: string): HostedErrorBody {
  const code = EXCEPTION_NAMES[status] ?? (status >= 500 ? 'InternalServerErrorException' : 'HttpException');
  return {
    status: 'error',
    timestamp: new Date().toISOString(),
    path,
    error: { code, message, ...(reason ? { details: { reason } } : {}) },
  };
}

/** Our `/v2` error body (`{status:"error", error:{code, message}}`) rewritten, or undefined if it is not one. */
export function rewriteError(text: string, status: number, path: string): HostedErrorBody | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string') return undefined;
  return hostedError(hostedStatus(status), path, error.message, typeof error.code === 'string' ? error.code : undefined);
}
