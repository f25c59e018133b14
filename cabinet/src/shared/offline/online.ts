import { atom } from 'jotai';

// ---------------------------------------------------------------------------------------------------------------
// Whether the browser has a network: navigator.onLine, followed by its online/offline events, in one atom. Every
// action that needs the network (pay, open the lock, sign, send a request) reads it and shows disabled with the
// reason while it is false.
// ---------------------------------------------------------------------------------------------------------------

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

const networkAtom = atom(browserOnline());
networkAtom.onMount = (set) => {
  const update = () => set(browserOnline());
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

/** True while the browser says it has a network. */
export const onlineAtom = atom((get) => get(networkAtom));
