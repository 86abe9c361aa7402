import { type UseMutationOptions, type UseMutationResult, useMutation } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { ApiError } from "@/lib/api-client";
import { newIdempotencyKey } from "./idempotency-key";

export interface ActionMutationOptions<TData, TVariables, TContext>
  extends Omit<UseMutationOptions<TData, Error, TVariables, TContext>, "mutationFn"> {
  /** Sends the request with `idempotencyKey` in the `Idempotency-Key` header. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
}

/**
 * Retried with the same key: the server still running the first request (it answers the
 * result once done), or no answer at all (the request may have arrived).
 */
function retryAction(failureCount: number, error: Error): boolean {
  if (failureCount >= 3) return false;
  if (error instanceof ApiError) return error.code === "idempotency_in_progress";
  return error instanceof TypeError;
}

/**
 * A mutation behind a button that creates or changes something. One action at a time: a call
 * made while one is running (a double click, before the button has re-rendered as disabled) is
 * ignored, so `mutateAsync` then returns a promise that never settles. Each action gets a fresh
 * idempotency key, kept for its retries, so the server runs it once whatever reaches it.
 */
export function useActionMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: ActionMutationOptions<TData, TVariables, TContext>,
): UseMutationResult<TData, Error, TVariables, TContext> {
  const running = useRef(false);
  const key = useRef("");
  const mutation = useMutation<TData, Error, TVariables, TContext>({
    retry: retryAction,
    ...options,
    mutationFn: (variables) => options.mutationFn(variables, key.current),
  });
  const { mutateAsync: run } = mutation;
  const mutateAsync = useCallback<typeof run>(
    async (...args) => {
      if (running.current) return new Promise<TData>(() => {});
      running.current = true;
      key.current = newIdempotencyKey();
      try {
        return await run(...args);
      } finally {
        running.current = false;
      }
    },
    [run],
  );
  const mutate = useCallback<UseMutationResult<TData, Error, TVariables, TContext>["mutate"]>(
    (...args) => {
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
