export * from './schemas';
export * from './encoding';
