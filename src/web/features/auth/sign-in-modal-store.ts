/**
 * Whether the sign-in modal is open and what to do after a successful sign-in. A module-level store (like
 * the toasts) so any component can ask for sign-in without a provider around it; <SignInModalHost />,
 * mounted once in the layout, shows the modal.
 */
type Listener = () => void;

let open = false;
let pending: (() => void) | null = null;
let hosts = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export const signInModal = {
  open(after?: () => void) {
    pending = after ?? null;
    open = true;
    emit();
  },
  /** Closed without signing in: the pending action is dropped. */
  cancel() {
    pending = null;
    open = false;
    emit();
  },
  /** Signed in: closes and hands back the pending action for the caller to run. */
  succeed(): (() => void) | null {
    const action = pending;
    pending = null;
    open = false;
    emit();
    return action;
  },
  isOpen: () => open,
  hasHost: () => hosts > 0,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Called by the host while it is mounted; with no host left, nothing stays pending. */
  registerHost() {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) {
        pending = null;
        open = false;
      }
    };
  },
};
