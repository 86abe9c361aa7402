/**
 * API test files that replace a module with `vi.mock`. The other files share a worker's loaded
 * modules (decision 133), where a replaced module would leak into the files after them; these run
 * each in its own process. `module-mocking.test.ts` keeps the list complete.
 */
export const MODULE_MOCKING_TESTS = ["src/modules/invoices/generated-pdf-failure.test.ts"];
