import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/**
 * A dialog whose code (the dialog primitives, its form, schemas and helpers) is not part of the
 * screen's first load: it is fetched in idle time after the screen has loaded, or at once when the
 * dialog is first opened, and stays mounted from then on (so closing animates as usual).
 * `isOpen` tells from the props whether the dialog is open (default: `props.open`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => Boolean((props as { open?: boolean }).open),
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load();
    return loading;
  };
  const Dialog = lazy(() => fetchOnce().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void fetchOnce()), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
