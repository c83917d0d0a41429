/** A promise and the function that settles it: a journey holds a request until it says so. */
export interface Gate {
  opened: Promise<void>;
  open: () => void;
}

export function gate(): Gate {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
