/**
 * What a service may log through, without Fastify: the request's logger (pino) fits it, and so does
 * any logger a script or test passes.
 */
export interface LogFn {
  (message: string): void;
  (fields: object, message: string): void;
}

export interface Log {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
