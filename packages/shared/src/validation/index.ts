export * from './locale';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './storable-text';
export * from './validate-field';
