import { HttpResponse, http } from "msw";
import { apiError, mockApi, recordRequests } from "./mock-api";

/** One answer of the mocked API: the record, with the ETag of its version when the route names one. */
interface Version {
  body: unknown;
  etag?: string;
}

interface ConflictScenario {
  /** The record the screen reads (`GET`): each read answers the next version, the last one repeats. */
  read: { path: string; versions: [Version, ...Version[]] };
  /**
   * The change the screen sends from what it read. Another admin (Maya Cohen) made `changes` 20 s
   * ago, as version `etag`: the first change is refused with 412 `edit_conflict` naming her, and the
   * next one (re-applied over her version) is answered `saved`.
   */
  change: {
    method: "patch" | "put";
    path: string;
    etag: string;
    changes: { field: string; value: unknown }[];
    saved: Version;
  };
}

const answer = ({ body, etag }: Version) => HttpResponse.json(body as object, etag ? { headers: { ETag: etag } } : {});

/**
 * The edit-conflict screen tests' API (decisions 075, 084): the read, a change refused because
 * another admin changed the record meanwhile, then the re-applied change accepted. Answers the
 * requests the screen makes from now on, as `recordRequests` does.
 */
export function conflictScenario({ read, change }: ConflictScenario): Request[] {
  const versions = [...read.versions];
  let refused = false;
  mockApi.use(
    http.get(read.path, () => answer((versions.length > 1 ? versions.shift() : versions[0]) as Version)),
    http[change.method](change.path, () => {
      if (refused) return answer(change.saved);
      refused = true;
      return apiError(412, "edit_conflict", {
        etag: change.etag,
        changedAt: new Date(Date.now() - 20_000).toISOString(),
        changedBy: "Maya Cohen",
        changes: change.changes,
      });
    }),
  );
  return recordRequests();
}
