// Every table, gathered for Drizzle's relational queries and for drizzle-kit.
// Each feature owns its tables in its own `*.table.ts`; add new ones here.
export * from '../modules/admin-auth/admin-auth.table';
export * from '../modules/categories/categories.table';
export * from '../modules/regions/regions.table';
export * from '../modules/users/users.table';
