// The board's keyboard and screen-reader layer (widget/access_layer.py), an anywidget ES module.
// It lays a focusable box over the board's canvas (one Tab stop, named for screen readers),
// takes the canvas out of the tab order (ipycanvas gives it tabindex=0 and swallows every key,
// Tab included: a keyboard trap), sends the keys it plays to Python, and shows what Python says:
// the cell under the cursor, a typed cell name, the key list and the live announcements.
// It also keeps a press on the board from scrolling the page (docs/browser-notes.md, pitfall 35).

// The keys the board plays (everything else, Tab first, is left to the page).
const MOVES = new Set([
  "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown",
]);
const EDITS = new Set(["Enter", " ", "Escape", "Backspace"]);

function played(event) {
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  return MOVES.has(event.key) || EDITS.has(event.key) || /^[a-zA-Z0-9]$/.test(event.key);
}

let counter = 0;

function render({ model, el }) {
  const id = `ssw-access-${++counter}`;
  el.classList.add("ssw-access");
  const focus = document.createElement("div");
  focus.className = "ssw-access-focus";
  focus.tabIndex = 0;
  focus.setAttribute("role", "application");
  focus.setAttribute("aria-describedby", `${id}-cell`);
  // JupyterLab's shortcuts ("a" adds a cell, arrows move between cells) stay out of it
  focus.setAttribute("data-lm-suppress-shortcuts", "true");
  focus.setAttribute("data-p-suppress-shortcuts", "true");
  const cell = document.createElement("p");
  cell.id = `${id}-cell`;
  cell.className = "ssw-access-cell";
  const typed = document.createElement("p");
  typed.className = "ssw-access-typed";
  const help = document.createElement("p");
  help.className = "ssw-access-help";
  const said = document.createElement("div");
  said.className = "ssw-access-said";
  said.setAttribute("aria-live", "polite");
  said.setAttribute("role", "status");
  el.append(focus, cell, typed, help, said);

  const show = () => {
    focus.setAttribute("aria-label", model.get("label"));
    el.lang = model.get("lang");
    cell.textContent = model.get("cell");
    typed.textContent = model.get("typed");
    typed.hidden = !model.get("typed");
    help.textContent = model.get("help");
  };
  const speak = () => {
    // new nodes for every announcement (the same words twice are read twice), a paragraph
    // a line (a screen reader pauses between them)
    const lines = model.get("said").split("\n").map((line) => {
      const paragraph = document.createElement("p");
      paragraph.textContent = line;
      return paragraph;
    });
    said.replaceChildren(...lines);
  };
  show();
  speak();
  model.on("change:label", show);
  model.on("change:lang", show);
  model.on("change:cell", show);
  model.on("change:typed", show);
  model.on("change:help", show);
  model.on("change:said_count", speak);

  focus.addEventListener("keydown", (event) => {
    if (!played(event)) return;
    event.preventDefault();
    event.stopPropagation();
    model.send({ event: "key", key: event.key, shift: event.shiftKey });
  });
  focus.addEventListener("focus", () => model.send({ event: "focus" }));
  focus.addEventListener("blur", () => model.send({ event: "blur" }));

  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const tellMotion = () => {
    model.set("reduced_motion", motion.matches);
    model.save_changes();
  };
  tellMotion();
  motion.addEventListener("change", tellMotion);

  // Over the canvas: the board's own canvas is the sibling just before this layer.
  let canvas = null;
  const place = () => {
    if (!canvas) return;
    const box = el.getBoundingClientRect();
    const area = canvas.getBoundingClientRect();
    focus.style.left = `${area.left - box.left}px`;
    focus.style.top = `${area.top - box.top}px`;
    focus.style.width = `${area.width}px`;
    focus.style.height = `${area.height}px`;
  };
  const sizes = new ResizeObserver(place);
  // A press leaves the focus on the canvas, where ipycanvas swallows every key, Tab too (a
  // keyboard trap): Tab goes on past ipycanvas (stopped on the way down, to the canvas), to
  // this layer next.
  const letTabGo = (event) => {
    if (event.key === "Tab" && event.target === canvas) event.stopPropagation();
  };
  let host = null;
  const attach = () => {
    const before = el.previousElementSibling;
    if (!before || before.tagName !== "CANVAS") return false;
    canvas = before;
    canvas.tabIndex = -1; // one Tab stop: this layer (the canvas would trap the keyboard)
    // ipycanvas focuses the canvas on a press, then reads the pointer's place on it: a focus
    // that scrolled the board into view would take the cell now under the pointer, not the
    // one pressed. The canvas takes the focus where it is.
    canvas.focus = (options) => HTMLElement.prototype.focus.call(
      canvas, { ...options, preventScroll: true },
    );
    canvas.setAttribute("aria-hidden", "true");
    host = canvas.parentElement;
    host.addEventListener("keydown", letTabGo, true);
    sizes.observe(canvas);
    sizes.observe(el);
    place();
    return true;
  };
  let tries = 0;
  const wait = () => {
    if (!attach() && ++tries < 600) requestAnimationFrame(wait);
  };
  wait();

  // ipywidgets' sliders (the replay's position) draw a <div role="slider"> handle that their
  // label does not name (noUiSlider's handleAttributes are not passed on): name each handle in
  // this board by its slider's label, now and whenever the board's controls are drawn again.
  const nameHandles = () => {
    const root = el.closest(".ssw-board") || el.parentElement;
    if (!root) return;
    for (const handle of root.querySelectorAll(".noUi-handle")) {
      const label = handle.closest(".widget-slider")?.querySelector(".widget-label");
      const name = label ? label.textContent.trim() : "";
      if (name && handle.getAttribute("aria-label") !== name) {
        handle.setAttribute("aria-label", name); // a new language relabels it too
      }
    }
  };
  const controls = new MutationObserver(nameHandles);
  let looks = 0;
  const watch = () => {
    const root = el.closest(".ssw-board");
    if (!root) { if (++looks < 600) requestAnimationFrame(watch); return; }
    nameHandles();
    controls.observe(root, { childList: true, subtree: true });
  };
  watch();
  return () => {
    host?.removeEventListener("keydown", letTabGo, true);
    sizes.disconnect();
    controls.disconnect();
    motion.removeEventListener("change", tellMotion);
  };
}

export default { render };
