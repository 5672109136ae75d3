/**
 * Where createDb and the history import tell what they do. Console, pino and Fastify's logger all
 * fit. Details are inside the message.
 */
export interface DbLogger {
  info(message: string): void;
  warn(message: string): void;
}
