// The phone score sheet's script (bornes sheet --html): the page. Each hand's questions shown as its
// facts are entered, its lines and the totals, the match kept in the browser's local storage and
// exported as a match log.
//
// Nothing here is a value of the rules or a word: the data block (generator/sheets/page_data.py)
// carries the edition's record and the question table, made from the rules module when the file was
// built, and the catalog's words. The rules themselves, a hand's checks and points, a match's end and
// which side is asked which fact, are rules.js's engine (bornesRules), inlined before this script.
(function () {
  "use strict";
  const DATA = JSON.parse(document.getElementById("bornes-data").textContent);
  const RULES = bornesRules(DATA);
  const R = DATA.rules;
  const W = DATA.words;
  const SIDES = DATA.sides.map((side) => side.id);
  const { UnknownRule, checkHand, play, handsToPlay, total } = RULES;
  const ROW = Object.fromEntries(RULES.rows.map((row) => [row.fact, row])); // the question table's rows by fact

  // The rules engine, for the browser's tests (tests/viewer/test_phone.py) and the curious.
  window.bornes = RULES;

  // ---- Numbers and words -------------------------------------------------------------------

  /** A whole number as the language writes it: 1,000 in English, 1 000 in French. */
  function fmt(value) {
    const digits = String(Math.abs(value));
    let out = "";
    for (let i = 0; i < digits.length; i += 1) {
      if (i > 0 && (digits.length - i) % 3 === 0) out += DATA.separator;
      out += digits[i];
    }
    return (value < 0 ? "-" : "") + out;
  }

  /** A catalog sentence with its {placeholders} filled. */
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  }

  /** A counted noun: the catalog's form for 0, for 1 and for more. */
  function counted(forms, count) {
    return fill(forms[Math.min(count, 2)], { count: fmt(count) });
  }

  /** A whole number typed plainly (1000) or in groups of three (1,000; 1 000); null otherwise. */
  function readNumber(text) {
    const plain = text.trim();
    if (/^-?[0-9]+$/.test(plain)) return plain.length <= 10 ? Number(plain) : null;
    // As bornes log reads them: one separator throughout, never a dot (1.000 is a decimal in English).
    const grouped = /^(-?[0-9]{1,3})([, \u00a0\u202f])([0-9]{3})((?:\2[0-9]{3})*)$/.exec(plain);
    if (!grouped) return null;
    const digits = plain.replace(/[, \u00a0\u202f]/g, "");
    return digits.length <= 10 ? Number(digits) : null;
  }

  // ---- The match, kept in local storage ------------------------------------------------------

  let storage = null;
  try {
    storage = window.localStorage;
    storage.setItem(`${DATA.storage_key}:probe`, "1");
    storage.removeItem(`${DATA.storage_key}:probe`);
  } catch (error) {
    storage = null;
  }

  function warn(text) {
    const box = document.getElementById("storage-warning");
    box.textContent = text;
    box.hidden = false;
  }

  function load() {
    if (storage === null) {
      warn(W.page_no_storage);
      return null;
    }
    const text = storage.getItem(DATA.storage_key);
    if (text === null) return null;
    try {
      const match = JSON.parse(text);
      play(match); // a match this page cannot score again is kept aside, never lost
      return match;
    } catch (error) {
      storage.setItem(`${DATA.storage_key}:unreadable`, text);
      warn(W.page_stored_unreadable);
      return null;
    }
  }

  function save() {
    if (storage !== null && match !== null) storage.setItem(DATA.storage_key, JSON.stringify(match));
  }

  let match = load();
  let draft = null; // the hand being entered or fixed: {number, hand}

  // ---- The log (generator/matchlog/write.py) ---------------------------------------------------

  const ESCAPES = { '"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r" };

  function tomlString(text) {
    let out = "";
    for (const char of text) {
      const code = char.codePointAt(0);
      if (char in ESCAPES) out += ESCAPES[char];
      else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
      else out += char;
    }
    return `"${out}"`;
  }

  function tomlValue(value) {
    if (typeof value === "string") return tomlString(value);
    if (typeof value === "boolean") return value ? "true" : "false";
    return String(value);
  }

  /** One side's facts as an inline table, each fact at its default left out, as bornes log writes it
   * (matchlog/write.py); the distance has none. */
  function factsTable(facts) {
    const parts = [];
    const defaults = DATA.unasked;
    for (const key of DATA.log.side_keys) {
      const fact = facts[key] ?? defaults[key]; // a hand kept by an older page has no hundreds_played
      if (!(key in defaults) || fact !== defaults[key]) parts.push(`${key} = ${tomlValue(fact)}`);
    }
    return `{ ${parts.join(", ")} }`;
  }

  function logText(m) {
    const given = {
      edition: DATA.log.edition,
      players: R.setup.players,
      title: m.title || null,
      date: m.date || null,
      // Where the rules set a number of hands, a log without a target plays them: the target is written.
      target: m.end.target && (m.end.target !== R.target || R.match_hands !== null) ? m.end.target : null,
      fixed_hands: m.end.fixed_hands || null,
      first_to: m.end.first_to || null,
      rules: DATA.log.rules,
    };
    const lines = [];
    for (const key of DATA.log.value_keys) {
      const entry = given[key];
      if (entry === null || entry === undefined) continue;
      lines.push(`${key} = ${key === "date" ? entry : tomlValue(entry)}`);
    }
    lines.push("", "[sides]");
    for (const side of m.sides) lines.push(`${side.id} = ${tomlString(side.name)}`);
    let text = `${lines.join("\n")}\n`;
    for (const hand of m.hands) {
      text += `\n[[hands]]\n${m.sides.map((side) => `${side.id} = ${factsTable(hand[side.id])}`).join("\n")}\n`;
    }
    return text;
  }

  // ---- The page ----------------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);
  const all = (selector, root = document) => Array.from(root.querySelectorAll(selector));
  const name = (side) => match.sides.find((s) => s.id === side).name;

  function show(section, visible) {
    $(section).hidden = !visible;
  }

  function refusalText(error, hand) {
    if (error instanceof UnknownRule) return error.message;
    if (error.rule === "match_over") return fill(W.page_fix_ends_match, { after: fmt(error.values.after), later: fmt(error.values.later) });
    const values = {};
    for (const [key, number] of Object.entries(error.values)) values[key] = fmt(number);
    values.name = error.side === null ? "" : name(error.side);
    let key = error.rule;
    if (key === "miles_past_trip" && R.setup.extension && error.values.trip === R.setup.trip) key = "miles_past_trip_unextended";
    if (key === "miles_past_most" && error.values.safety_points) key = "miles_past_most_safeties";
    if (key === "safeties_total") {
      values.laid = SIDES.filter((side) => hand[side].safeties)
        .map((side) => fill(W.side_count, { name: name(side), count: fmt(hand[side].safeties) }))
        .join(W.comma);
    }
    if (key === "two_completed") {
      const other = SIDES.find((side) => side !== error.side && RULES.reached(hand[side], error.values.trip));
      values.other = other === undefined ? "" : name(other);
    }
    return fill(W.refusals[key], values);
  }

  // The setup form: names, title, date, how the match ends.

  function nameProblem(text, taken) {
    const typed = text.normalize("NFC").trim().split(/\s+/).join(" ");
    if (!typed) return [typed, W.page_name_empty];
    const invisible = new RegExp(`[${DATA.limits.invisible.map((category) => `\\p{${category}}`).join("")}]`, "u");
    const found = invisible.exec(typed);
    if (found) {
      const code = found[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
      return [typed, fill(W.page_name_invisible, { code: `U+${code}` })];
    }
    if ([...typed].length > DATA.limits.name) return [typed, fill(W.page_name_too_long, { most: fmt(DATA.limits.name) })];
    if (taken.includes(typed.toLocaleLowerCase())) return [typed, W.page_name_taken];
    return [typed, ""];
  }

  function startMatch(event) {
    event.preventDefault();
    const sides = [];
    const taken = [];
    let first = null;
    for (const input of all("input.name")) {
      const [typed, problem] = nameProblem(input.value, taken);
      $(`${input.id}-reason`).textContent = problem;
      input.setAttribute("aria-invalid", problem ? "true" : "false");
      if (problem && first === null) first = input;
      taken.push(typed.toLocaleLowerCase());
      sides.push({ id: input.dataset.side, name: typed });
    }
    const title = $("match-title").value.trim();
    const titleProblem = [...title].length > DATA.limits.title ? fill(W.page_title_too_long, { most: fmt(DATA.limits.title) }) : "";
    $("match-title-reason").textContent = titleProblem;
    if (titleProblem && first === null) first = $("match-title");
    const kind = all('input[name="end"]').find((input) => input.checked).value;
    const end = {};
    let endProblem = "";
    if (kind !== "open" && kind !== "match_hands") {
      const typed = $("end-value").value;
      const number = typed.trim() ? readNumber(typed) : kind === "target" ? R.target : null;
      const most = kind === "target" ? DATA.limits.target : DATA.limits.hands;
      if (number === null) endProblem = W.page_number_wrong;
      else if (number < 1 || number > most) endProblem = fill(W.page_number_range, { most: fmt(most) });
      else end[kind] = number;
    }
    $("end-value-reason").textContent = endProblem;
    if (endProblem && first === null) first = $("end-value");
    if (first !== null) {
      first.focus();
      return;
    }
    match = { version: 1, title, date: $("match-date").value || today(), sides, end, hands: [] };
    save();
    render();
    $("new-hand").focus();
  }

  function today() {
    const now = new Date();
    const pad = (n) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }

  // The hand being entered or fixed.

  function openHand(number) {
    const fixing = number <= match.hands.length;
    const hand = {};
    for (const side of SIDES) hand[side] = fixing ? { ...match.hands[number - 1][side] } : RULES.blank();
    draft = { number, hand };
    const word = R.match_kind === "games" ? (fixing ? W.page_fix_game : W.page_game) : fixing ? W.page_fix_hand : W.page_hand;
    $("editor-heading").textContent = fill(word, { number: fmt(number) });
    render();
    $("editor-heading").focus();
  }

  function closeHand() {
    draft = null;
    render();
    $("new-hand").focus();
  }

  /** The draft's answers, from its boxes: a number typed (null until it is one), a box ticked, a pill chosen. */
  function readDraft() {
    for (const input of all("#hand-form input[data-fact]")) {
      const facts = draft.hand[input.dataset.side];
      const fact = input.dataset.fact;
      if (input.classList.contains("number")) {
        const typed = input.value.trim();
        facts[fact] = typed ? readNumber(typed) : null;
      } else if (input.type === "checkbox") facts[fact] = input.checked;
      else if (input.checked) facts[fact] = ROW[fact].kind === "yes_no" ? input.value === "true" : Number(input.value);
    }
  }

  function step(event) {
    const button = event.currentTarget;
    const input = $(`${button.dataset.fact}-${button.dataset.side}`);
    const now = readNumber(input.value) ?? 0;
    const next = Math.max(0, now + Number(button.dataset.step) * ROW[button.dataset.fact].step);
    input.value = fmt(next);
    changed();
  }

  function changed() {
    readDraft();
    renderDraft();
  }

  function saveHand(event) {
    event.preventDefault();
    readDraft();
    const problem = renderDraft();
    if (problem) return;
    const hand = RULES.settled(draft.hand);
    const hands = match.hands.slice();
    hands[draft.number - 1] = hand;
    try {
      play({ ...match, hands });
    } catch (error) {
      $("reason-hand").textContent = refusalText(error, hand);
      return;
    }
    match.hands = hands;
    save();
    closeHand();
  }

  /** Show the draft's questions, lines and totals and the first rule it breaks; returns the reason, if any. */
  function renderDraft() {
    const hand = RULES.settled(draft.hand);
    // Who is asked what so far: the completer's and the winner's questions once every side's own are answered.
    const asking = RULES.settle(draft.hand);
    const missing = SIDES.filter((side) => RULES.rows.some((row) => row.stage === "own" && asking[side][row.fact] == null));
    // The questions first, so that a reason goes beside a box that is shown.
    for (const side of SIDES) {
      const card = document.querySelector(`fieldset.side[data-side="${side}"]`);
      for (const row of RULES.rows) {
        const block = card.querySelector(`[data-question="${row.fact}"]`);
        block.hidden = !RULES.shown(asking, side, row);
        if (row.up_to === null) continue;
        // A count up to another answer (the coups fourrés: the safeties): the pills past it are not for choosing.
        const most = RULES.measure(draft.hand[side], row.up_to);
        for (const input of all("input", block)) input.disabled = most !== null && Number(input.value) > most;
      }
    }
    for (const reason of all("#hand-form .reason")) reason.textContent = "";
    for (const input of all("#hand-form [aria-invalid]")) input.removeAttribute("aria-invalid");
    let result = null;
    let problem = "";
    const box = (side, fact) => document.querySelector(`#hand-form input.number[data-side="${side}"][data-fact="${fact}"]`);
    const typedWrong = all("#hand-form input.number").find((input) => input.value.trim() && draft.hand[input.dataset.side][input.dataset.fact] === null);
    if (typedWrong !== undefined) {
      problem = W.page_number_wrong;
      $(`reason-${typedWrong.dataset.side}-${typedWrong.dataset.fact}`).textContent = problem;
      typedWrong.setAttribute("aria-invalid", "true");
    } else {
      try {
        result = checkHand(hand);
      } catch (error) {
        // A fact the scoring needs said (the winner's 200s) is asked once every side's own questions are answered.
        const unsaid = error.side && ROW[error.fact] && ROW[error.fact].required && hand[error.side][error.fact] === null;
        if (missing.length && unsaid) return finishDraft(null, W.page_enter_miles, missing);
        problem = refusalText(error, hand);
        const where = error.side ? $(`reason-${error.side}-${error.fact}`) : null;
        (where && !where.closest("[hidden]") ? where : $("reason-hand")).textContent = problem;
        if (error.side && box(error.side, error.fact)) box(error.side, error.fact).setAttribute("aria-invalid", "true");
      }
    }
    return finishDraft(missing.length ? null : result, problem || (missing.length ? W.page_enter_miles : ""), missing);
  }

  /** The draft's points and totals, once it breaks no rule; returns the reason it cannot be saved, if any. */
  function finishDraft(result, problem, missing) {
    if (problem === W.page_enter_miles && missing.length) $("reason-hand").textContent = problem;
    const before = draft.number > 1 ? play({ ...match, hands: match.hands.slice(0, draft.number - 1) }).totals : null;
    for (const side of SIDES) {
      const card = document.querySelector(`fieldset.side[data-side="${side}"]`);
      let handTotal = 0;
      for (const cell of all("[data-points]", card)) {
        const line = cell.dataset.points.split(":")[1];
        const points = result && result.lines[side] ? result.lines[side][line] : 0;
        cell.textContent = result ? fmt(points) : "–";
        handTotal += points;
        cell.parentElement.hidden = Boolean(result) && points === 0 && line !== "distance";
      }
      if (R.match_kind === "games") handTotal = result && side === result.winner ? 1 : 0;
      card.querySelector("[data-hand-total]").textContent = result ? fmt(handTotal) : "–";
      card.querySelector("[data-running]").textContent = result ? fmt((before ? before[side] : 0) + handTotal) : "–";
    }
    return problem;
  }

  function fillDraftInputs() {
    for (const input of all("#hand-form input[data-fact]")) {
      const value = draft.hand[input.dataset.side][input.dataset.fact];
      if (input.classList.contains("number")) input.value = value == null ? "" : fmt(value);
      else if (input.type === "checkbox") input.checked = Boolean(value);
      else input.checked = value != null && String(value) === input.value;
    }
  }

  // Standings, the hands so far, the export.

  /** Names joined as the language writes a list: "Maya and Théo"; « Maya et Théo » (i18n.join_list). */
  function joinList(items) {
    const [two, start, middle, last] = W.list;
    if (items.length <= 1) return items.join("");
    if (items.length === 2) return fill(two, { first: items[0], second: items[1] });
    let text = fill(start, { first: items[0], second: items[1] });
    for (const item of items.slice(2, -1)) text = fill(middle, { first: text, second: item });
    return fill(last, { first: text, second: items[items.length - 1] });
  }

  function outcomeText(result) {
    const state = result.outcome;
    if (state.finished && state.reason === "shared") {
      return fill(W.page_shared, { names: joinList(state.shared.map(name)), score: fmt(result.totals[state.shared[0]]) });
    }
    if (!state.finished || state.winner === null) {
      if (R.match_kind === "games" || handsToPlay(match.end) !== null || result.hands.length === 0) return W.page_in_progress;
      const target = match.end.target || R.target;
      const top = Math.max(...Object.values(result.totals));
      return fill(W.page_to_go, { target: fmt(target), left: fmt(Math.max(0, target - top)) });
    }
    const values = {
      winner: name(state.winner),
      score: fmt(result.totals[state.winner]),
      target: fmt(match.end.target || R.target || 0),
      hands: counted(R.match_kind === "games" ? W.games : W.hands, state.after),
    };
    const key = {
      reached_target: "page_reached_target",
      higher_total: "page_higher_total",
      fixed_hands: "page_after_fixed_hands",
      first_to: "page_first_to_games",
    }[state.reason];
    return fill(W[key], values);
  }

  function handSummary(result, index) {
    const hand = result.hands[index];
    const parts = match.sides.map((side) => {
      const points = R.match_kind === "games" ? fmt(match.hands[index][side.id].miles) : fmt(total(hand.lines[side.id]));
      return fill(W.side_count, { name: side.name, count: points });
    });
    let winner = W.page_no_winner;
    if (hand.winner !== null) winner = fill(W.page_hand_won_by, { winner: name(hand.winner) });
    return [parts.join(W.comma), winner];
  }

  function render() {
    const started = match !== null;
    show("setup", !started);
    show("standings", started && draft === null);
    show("hands", started && draft === null && match.hands.length > 0);
    show("export", started && draft === null);
    show("editor", started && draft !== null);
    if (!started) {
      $("match-date").value = $("match-date").value || today();
      return;
    }
    for (const cell of all(".side-name")) cell.textContent = name(cell.dataset.side);
    for (const button of all("button.step")) {
      const label = Number(button.dataset.step) < 0 ? W.page_fewer_miles : W.page_more_miles;
      button.setAttribute("aria-label", fill(label, { step: fmt(ROW[button.dataset.fact].step), name: name(button.dataset.side) }));
    }
    let result;
    try {
      result = play(match);
    } catch (error) {
      warn(error.message);
      return;
    }
    const top = Math.max(...Object.values(result.totals));
    for (const cell of all("[data-total]")) {
      const side = cell.dataset.total;
      cell.textContent = fmt(result.totals[side]);
      cell.classList.toggle("leader", result.hands.length > 0 && result.totals[side] === top);
    }
    const end = match.end;
    let line = "";
    const hands = handsToPlay(end);
    if (hands !== null) line = fill(W.page_fixed_hands, { hands: counted(W.hands, hands) });
    else if (R.match_kind === "games") line = end.first_to ? fill(W.page_first_to, { games: fmt(end.first_to) }) : W.page_no_end;
    else line = fill(W.page_target, { target: fmt(end.target || R.target) });
    $("match-line").textContent = [match.title, line].filter(Boolean).join(W.page_parts);
    $("outcome").textContent = outcomeText(result);
    $("new-hand").hidden = result.outcome.finished;
    const list = $("hand-list");
    list.replaceChildren();
    result.hands.forEach((_, index) => {
      const number = index + 1;
      const [points, winner] = handSummary(result, index);
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.hand = String(number);
      const title = document.createElement("span");
      title.className = "hand-name";
      title.textContent = fill(R.match_kind === "games" ? W.page_game : W.page_hand, { number: fmt(number) });
      const detail = document.createElement("span");
      detail.className = "hand-points";
      detail.textContent = points;
      const who = document.createElement("span");
      who.textContent = winner;
      button.append(title, detail, who);
      button.addEventListener("click", () => openHand(number));
      const item = document.createElement("li");
      item.append(button);
      list.append(item);
    });
    $("log-text").value = logText(match);
    if (draft !== null) {
      const trip = fmt(R.setup.trip);
      const exact = R.exact_finish ? ["page_trip", "page_trip_extension"] : ["page_trip_or_more", "page_trip_or_more_extension"];
      const parts = [fill(W[exact[R.setup.extension ? 1 : 0]], { trip, extended: fmt(R.extended_trip) })];
      if (R.trip_counts_safeties) parts.push(W.page_trip_counts_safeties);
      $("editor-trip").textContent = parts.join(W.page_parts);
      fillDraftInputs();
      renderDraft();
    }
  }

  // The export: a download and the clipboard.

  function download() {
    const blob = new Blob([logText(match)], { type: "application/toml" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `${match.date || today()}-${DATA.file_stem}.toml`;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser reads the blob after click() returns: revoked at once, a busy phone (or a loaded
    // machine) may lose the download. FileSaver.js keeps its blob URL 40 s for the same reason.
    setTimeout(() => URL.revokeObjectURL(link.href), 40000);
  }

  async function copy() {
    const text = logText(match);
    const status = $("copy-status");
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = W.page_copied;
    } catch (error) {
      const area = $("log-text");
      area.focus();
      area.select();
      status.textContent = document.execCommand && document.execCommand("copy") ? W.page_copied : W.page_copy_failed;
    }
  }

  function newMatch() {
    if (!window.confirm(W.page_new_match_confirm)) return;
    if (storage !== null) storage.removeItem(DATA.storage_key);
    match = null;
    draft = null;
    render();
    all("input.name")[0].focus();
  }

  $("setup-form").addEventListener("submit", startMatch);
  $("hand-form").addEventListener("submit", saveHand);
  $("hand-form").addEventListener("input", changed);
  $("hand-form").addEventListener("change", (event) => {
    // A distance typed is shown as the language writes it once the box is left: 1000 becomes 1,000.
    if (event.target.classList.contains("number")) {
      const number = readNumber(event.target.value);
      if (number !== null) event.target.value = fmt(number);
    }
    changed();
  });
  $("cancel-hand").addEventListener("click", closeHand);
  $("new-hand").addEventListener("click", () => openHand(match.hands.length + 1));
  $("download").addEventListener("click", download);
  $("copy").addEventListener("click", copy);
  $("new-match").addEventListener("click", newMatch);
  for (const button of all("button.step")) button.addEventListener("click", step);
  window.addEventListener("storage", (event) => {
    if (event.key === DATA.storage_key) {
      match = load();
      render();
    }
  });
  render();
})();
