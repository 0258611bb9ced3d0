/**
 * What a visitor does to a prerendered page before the app has taken it over would be lost: a
 * button does nothing, hydration empties the fields the app controls, and a form's submit
 * reloads the page with its fields in the address. So the loader keeps that input, and once the
 * app has hydrated hands it over: it types each kept value into its field again (as the app's
 * change handlers see typing), then clicks the buttons and sends the forms, in the order the
 * visitor did. From the start of hydration on React answers events itself, except inside a part
 * whose code comes later (`HYDRATES_LATER`): the loader keeps those until that part announces.
 */

/** Fields that hold typed text (not choices, files or buttons). */
const TEXT_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'number', 'password']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

function textField(target: EventTarget | null): TextField | null {
  if (target instanceof HTMLTextAreaElement) return target;
  return target instanceof HTMLInputElement && TEXT_TYPES.has(target.type) ? target : null;
}

/** A button whose click means something only to the app (not a form's submit button). */
function appButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.disabled) return null;
  return button.type === 'submit' && button.form ? null : button;
}

/**
 * Types a value into a field as the browser does when a person types: the value changes under
 * the property the app's framework watches, then an input event says so, and the change handler
 * runs. The field may still show the value while the app's state does not have it (React adopts
 * the text it finds), so it is emptied first through the watched property: the typing is then a
 * change the framework cannot miss.
 */
function typeInto(field: TextField, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Where an element stands: its part (the index of its `HYDRATES_LATER` part, -1 for none) and
 * the child indexes down to it. The app may render a part afresh instead of adopting its
 * markup (it throws the server's away when an update reaches the part before its code does);
 * the fresh part has the same shape, so the same place holds the element's successor.
 */
type Address = { part: number; path: number[] };

type Kept = { element: Element; address: Address; act: (element: Element) => void };

/**
 * Keeps the page's input from now on, as long as the app does not answer it, and hands it over
 * part by part as the app announces `hydrated` (see page-modules.ts for the contract).
 */
export function keepEarlyInput(
  document: Document,
  events: { hydrating: string; hydrated: string; later: string },
): void {
  const typed = new Map<TextField, { value: string; address: Address }>();
  let kept: Kept[] = [];
  const parts = () => [...document.querySelectorAll(`[${events.later}]`)];
  const addressOf = (element: Element): Address => {
    const part = element.closest(`[${events.later}]`);
    const top = part ?? document.body;
    const path: number[] = [];
    for (let node = element; node !== top && node.parentElement; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node));
    }
    return { part: part ? parts().indexOf(part) : -1, path };
  };
  /**
   * The element itself while it is in the page, else what stands in its place now in its part
   * (an element outside any later part is adopted with the page, or gone with it).
   */
  const current = <T extends Element>(element: T, address: Address): T | undefined => {
    if (element.isConnected) return element;
    let node: Element | undefined = parts()[address.part];
    for (const index of address.path) node = node?.children[index];
    return node instanceof element.constructor ? (node as T) : undefined;
  };
  let appStarted = false;
  let appHydrated = false;
  const announced = new Set<Element>();

  /** Whether the part of the page this element is in has no later code, or has announced it. */
  const partReady = (element: Element) => {
    const part = element.closest(`[${events.later}]`);
    return part === null || announced.has(part);
  };
  /** Whether the app would miss an event on this element: it has not taken that part over. */
  const appMisses = (element: Element) => !appStarted || !partReady(element);
  /** Whether what was kept for this element can go to the app now. */
  const handedOver = (element: Element) => appHydrated && partReady(element);
  /** Kept for the loader alone: React, once started, must not half-answer it as well. */
  const keep = (event: Event, element: Element, act: (element: Element) => void) => {
    if (appStarted) event.stopPropagation();
    kept.push({ element, address: addressOf(element), act });
  };

  const onInput = (event: Event) => {
    const field = textField(event.target);
    if (field && appMisses(field))
      typed.set(field, { value: field.value, address: addressOf(field) });
  };
  // Every tap, in order: two taps on the menu button open it and close it again.
  const onClick = (event: MouseEvent) => {
    const button = appButton(event.target);
    if (button && appMisses(button)) keep(event, button, (now) => (now as HTMLElement).click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !appMisses(form)) return;
    event.preventDefault();
    keep(event, form, (now) => (now as HTMLFormElement).requestSubmit());
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  /** What the app has now taken over, given to it: the typing first, then taps and sends. */
  const handOver = () => {
    const gone = (element: Element, address: Address) => !element.isConnected && address.part < 0;
    for (const [field, { value, address }] of typed) {
      const now = current(field, address);
      if (now && handedOver(now)) typeInto(now, value);
      else if (!gone(field, address)) continue;
      typed.delete(field);
    }
    const due = kept.flatMap((entry) => {
      const now = current(entry.element, entry.address);
      return now && handedOver(now) ? [{ entry, now }] : [];
    });
    kept = kept.filter(
      (entry) => !due.some((d) => d.entry === entry) && !gone(entry.element, entry.address),
    );
    for (const { entry, now } of due) entry.act(now);
    // A part still to announce, or input kept for a part not yet back in the page (the app
    // shows a part's placeholder while it renders the part afresh): keep listening.
    const waiting =
      parts().some((part) => !announced.has(part)) || typed.size > 0 || kept.length > 0;
    if (appHydrated && !waiting) {
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener(events.hydrating, onHydrating);
      document.removeEventListener(events.hydrated, onHydrated);
    }
  };

  const onHydrating = () => {
    appStarted = true;
  };
  const onHydrated = (event: Event) => {
    if (event.target === document) appHydrated = true;
    else if (event.target instanceof Element) announced.add(event.target);
    // In a task of its own: the announcement comes from inside the app's commit, where a change
    // handler's update waits for the commit to end, and a form sent meanwhile would go without
    // what was typed.
    setTimeout(handOver, 0);
  };
  document.addEventListener(events.hydrating, onHydrating);
  document.addEventListener(events.hydrated, onHydrated);
}
