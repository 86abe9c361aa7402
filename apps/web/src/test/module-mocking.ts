/**
 * Screen and unit test files that replace a module with `vi.mock`. The other files share a
 * worker's loaded modules (decision 133), where a replaced module would leak into the files after
 * them; these run each in its own environment. `module-mocking.test.ts` keeps the list complete.
 */
export const MODULE_MOCKING_TESTS = [
  "src/app/routes/admin-dashboard/admin-dashboard-screen.test.tsx",
  "src/features/auth/components/code-step.test.tsx",
  "src/features/auth/components/passkey-sign-in.test.tsx",
  "src/features/auth/components/password-step.test.tsx",
  "src/features/auth/components/second-factor-step.test.tsx",
  "src/features/dashboard-charts/components/dashboard-charts.test.tsx",
  "src/features/security/components/passkeys-card.test.tsx",
  "src/lib/toast.test.ts",
];
