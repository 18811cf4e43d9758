/** The staff account the e2e server starts with (playwright.config.ts makes it with `npm run staff:create`). */
export const STAFF = { email: 'staff@e2e.example', password: 'Staff#Pass2025', firstName: 'Sam' } as const;
