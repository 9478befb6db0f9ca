// The face of the outbox: how a change records the events webhooks deliver.
export { recordEvents, type OutboxEvent } from './sql.ts';
