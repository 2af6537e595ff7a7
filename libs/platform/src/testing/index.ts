export * from './test-database';
export * from './test-logger';
export * from './wait-for';
export * from './fault-proxy';
export * from './rabbit-node';
export * from './test-tokens';
export * from './test-service';
export * from './test-events';
