export * from './audit';
export * from './events';
export * from './files';
export * from './sessions';
export * from './teams';
export * from './users';
