export * from './settings-group';
export * from './settings-tables';
export * from './settings-store';
export * from './settings-registry';
export * from './settings.errors';
export * from './settings.module';
