import type { ReactNode, RefObject } from "react";
import { Drawer } from "vaul";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The menu button: focus returns to it when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** The bottom drawer of the layout below 768 px; loaded apart from the layout (app/app-layout.tsx). */
export function MobileMenu({ open, onOpenChange, title, description, trigger, children }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Drawer.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-2xl bg-white"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="mx-auto mt-3 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden="true" />
          <Drawer.Title className="px-5 pt-4 text-lg font-semibold">{title}</Drawer.Title>
          <Drawer.Description className="sr-only">{description}</Drawer.Description>
          {children}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
