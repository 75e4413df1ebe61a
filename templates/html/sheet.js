// The phone score sheet's script (bornes sheet --html): the page. Each hand's questions shown as its
// facts are entered, its points and the totals, the result and the race when the match is won; the
// matches kept in the browser's local storage, listed, reopened and exported as match logs.
//
// Nothing here is a value of the rules or a word: the data block (generator/sheets/page_data.py)
// carries the edition's record and the question table, made from the rules module when the file was
// built, the log reader's limits and the catalog's words. What the rules decide is rules.js's engine
// (bornesRules); what a stored match may hold, the actions on a match and the log, matches.js's
// (bornesMatches); the words of a result, summary.js's (bornesSummary): all inlined before this script.
(function () {
  "use strict";
  const DATA = JSON.parse(document.getElementById("bornes-data").textContent);
  const RULES = bornesRules(DATA);
  const MATCHES = bornesMatches(DATA, RULES);
  const WORDS = bornesSummary(DATA, RULES);
  const R = DATA.rules;
  const W = DATA.words;
  const SIDES = DATA.sides.map((side) => side.id);
  const GAMES = R.match_kind === "games";
  const TEAMS = DATA.per_side > 1;
  const { UnknownRule, Refusal, checkHand, play, handsToPlay, total } = RULES;
  const { fmt, fill } = WORDS;
  const ROW = Object.fromEntries(RULES.rows.map((row) => [row.fact, row])); // the question table's rows by fact
  const SVG = "http://www.w3.org/2000/svg";

  // The engine, the matches and the words, for the browser's tests (tests/viewer/test_phone.py) and the curious.
  window.bornes = { ...RULES, matches: MATCHES, words: WORDS };

  /** A whole number typed plainly (1000) or in groups of three (1,000; 1 000); null otherwise
   * (inputs.count_fault: at most its digits, one separator throughout, never a dot). */
  function readNumber(text) {
    const plain = text.trim();
    const grouped = /^-?[0-9]{1,3}([, \u00a0\u202f])[0-9]{3}(?:\1[0-9]{3})*$/.test(plain);
    if (!/^-?[0-9]+$/.test(plain) && !grouped) return null;
    const digits = plain.replace(/[, \u00a0\u202f]/g, "");
    return digits.replace("-", "").length <= DATA.limits.digits ? Number(digits) : null;
  }

  // ---- Storage: the sheet's matches, each under its own key ------------------------------------
  // Every key starts with the sheet's (edition, setup, and a digest of its rules and log), so no other
  // sheet, and no page made by another version of the rules, reads or writes these matches. What cannot
  // be read as the log reader would read it is left where it is, untouched, and said.

  const MATCH_KEY = `${DATA.storage_key}:match:`;
  const OPEN_KEY = `${DATA.storage_key}:open`;
  const LEGACY_READ = `${DATA.storage_key}:legacy`;

  /** The browser's local storage, or a map that lasts as long as the page where it keeps nothing. */
  const kept = (() => {
    try {
      const local = window.localStorage;
      local.setItem(`${DATA.storage_key}:probe`, "1");
      local.removeItem(`${DATA.storage_key}:probe`);
      return {
        local: true,
        get: (key) => local.getItem(key),
        set: (key, value) => local.setItem(key, value),
        remove: (key) => local.removeItem(key),
        keys: () => Array.from({ length: local.length }, (_, index) => local.key(index)),
      };
    } catch (error) {
      const memory = new Map();
      return {
        local: false,
        get: (key) => (memory.has(key) ? memory.get(key) : null),
        set: (key, value) => memory.set(key, value),
        remove: (key) => memory.delete(key),
        keys: () => Array.from(memory.keys()),
      };
    }
  })();

  let setAside = new Set(); // the keys of stored matches this page could not read, left untouched

  /** A stored match, checked as the log reader checks a log; null (and set aside) if it cannot be read. */
  function readMatch(key) {
    const text = kept.get(key);
    if (text === null) return null;
    try {
      const match = MATCHES.checkStored(JSON.parse(text));
      if (`${MATCH_KEY}${match.id}` !== key) throw new MATCHES.Problem("match");
      setAside.delete(key);
      return match;
    } catch (error) {
      setAside.add(key);
      return null;
    }
  }

  /** Every match of this sheet kept in the browser that reads back, the latest first. */
  function keptMatches() {
    const found = [];
    for (const key of kept.keys()) {
      if (!key || !key.startsWith(MATCH_KEY)) continue;
      const stored = readMatch(key);
      if (stored !== null) found.push(stored);
    }
    return found.sort((a, b) => b.changed - a.changed || (a.id < b.id ? 1 : -1));
  }

  function newId() {
    const random = new Uint32Array(2);
    window.crypto.getRandomValues(random);
    return `${Date.now().toString(36)}${random[0].toString(36)}${random[1].toString(36)}`.slice(0, 32);
  }

  /** Keep the match (under its own key: a write touches no other match) and make it the sheet's open one. */
  function store(next, open = true) {
    next.changed = Date.now();
    try {
      kept.set(`${MATCH_KEY}${next.id}`, JSON.stringify(next));
      if (open) kept.set(OPEN_KEY, next.id);
    } catch (error) {
      warn(W.page_no_storage); // full: the match stays on the page; the export still works
    }
    return next;
  }

  /** The match an earlier page kept for this edition and setup (one per browser), listed once as a match
   * of its own if it reads back; its key is left as it was. */
  function readLegacy() {
    const text = kept.get(DATA.legacy_key);
    if (text === null || kept.get(LEGACY_READ) === String(text.length) + text.slice(0, 64)) return;
    try {
      store(MATCHES.fromLegacy(JSON.parse(text), newId()), false);
    } catch (error) {
      setAside.add(DATA.legacy_key);
    }
    kept.set(LEGACY_READ, String(text.length) + text.slice(0, 64));
  }

  function warn(text) {
    const box = $("storage-warning");
    box.textContent = text;
    box.hidden = !text;
  }

  // ---- The page's state -------------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);
  const all = (selector, root = document) => Array.from(root.querySelectorAll(selector));
  let match = null; // the match on the sheet
  let draft = null; // the hand being entered or fixed: {number, hand, touched}
  let naming = false; // the names being changed
  let status = ""; // what the last action did, said once

  function name(side) {
    return match.sides.find((s) => s.id === side).name;
  }

  function show(section, visible) {
    $(section).hidden = !visible;
  }

  function item(number) {
    return fill(GAMES ? W.page_item_game : W.page_item_hand, { number: fmt(number) });
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

  function today() {
    const now = new Date();
    const pad = (n) => String(n).padStart(2, "0");
    return `${String(now.getFullYear()).padStart(4, "0")}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }

  // ---- Names: the setup form and the names form ------------------------------------------------

  /** Why a name, as a player types it, is refused: the log reader's reasons in the page's words. */
  function faultText(fault) {
    if (fault.kind === "empty") return W.page_name_empty;
    if (fault.kind === "invisible") return fill(W.page_name_invisible, { code: `U+${fault.code.toString(16).toUpperCase().padStart(4, "0")}` });
    return fill(W.page_name_too_long, { most: fmt(fault.most) });
  }

  /** The sides as a names form holds them (`prefix`: "name" or "rename"), or null after saying why not
   * beside the first box wrong. */
  function readSides(namePrefix, playersPrefix) {
    const sides = [];
    let first = null;
    const say = (box, text) => {
      $(`${box.id}-reason`).textContent = text;
      box.setAttribute("aria-invalid", text ? "true" : "false");
      if (text && first === null) first = box;
    };
    for (const side of SIDES) {
      const box = $(`${namePrefix}-${side}`);
      const typed = MATCHES.cleanName(box.value);
      const fault = MATCHES.nameFault(typed);
      say(box, fault ? faultText(fault) : "");
      let players = [];
      if (TEAMS) {
        const playersBox = $(`${playersPrefix}-${side}`);
        const listed = MATCHES.cleanName(playersBox.value);
        // Left empty: the team's name lists its players ("Ana & Cleo"), or it names none (bornes log's default).
        players = listed ? MATCHES.teamPlayers(listed) : MATCHES.teamPlayers(typed) || [];
        say(playersBox, players === null ? fill(W.page_players_count, { count: fmt(DATA.per_side) }) : "");
        players = players || [];
      }
      sides.push({ id: side, name: typed, players });
    }
    if (first !== null) {
      first.focus();
      return null;
    }
    const problem = MATCHES.sidesProblem(sides);
    if (problem !== null) {
      const side = SIDES[problem.index];
      const box = $(`${problem.field === "players" ? playersPrefix : namePrefix}-${side}`);
      let text = W.page_name_taken;
      if (problem.what === "name") text = faultText(problem.fault);
      else if (problem.what === "players_count") text = fill(W.page_players_count, { count: fmt(DATA.per_side) });
      else if (problem.what === "player_taken") text = fill(W.page_player_taken, { name: problem.name });
      else if (problem.what === "team_is_player") text = fill(W.page_team_is_a_player, { name: problem.name });
      say(box, text);
      box.focus();
      return null;
    }
    return sides;
  }

  function chosenEnd() {
    return all('input[name="end"]').find((input) => input.checked);
  }

  /** The box of the way of ending chosen: labelled for what it counts, hidden where it counts nothing. */
  function showEndBox() {
    const chosen = chosenEnd();
    $("end-value-label").textContent = chosen.dataset.box;
    $("end-value-field").hidden = !chosen.dataset.box;
  }

  function startMatch(event) {
    event.preventDefault();
    const sides = readSides("name", "players");
    const title = $("match-title").value.trim();
    const titleProblem = MATCHES.titleFits(title) ? "" : fill(W.page_title_too_long, { most: fmt(DATA.limits.title) });
    $("match-title-reason").textContent = titleProblem;
    const day = $("match-date").value || today();
    const dayProblem = MATCHES.dayFits(day) ? "" : fill(W.page_date_wrong, { first: DATA.limits.years[0], last: DATA.limits.years[1] });
    $("match-date-reason").textContent = dayProblem;
    const kind = chosenEnd().value;
    const end = {};
    let endProblem = "";
    if (chosenEnd().dataset.box) {
      const typed = $("end-value").value;
      const number = typed.trim() ? readNumber(typed) : kind === "target" ? R.target : null;
      const most = kind === "target" ? DATA.limits.target : DATA.limits.hands;
      if (number === null) endProblem = W.page_number_wrong;
      else if (number < 1 || number > most) endProblem = fill(W.page_number_range, { most: fmt(most) });
      else end[kind] = number;
    }
    $("end-value-reason").textContent = endProblem;
    const wrong = [[titleProblem, "match-title"], [dayProblem, "match-date"], [endProblem, "end-value"]].find(([problem]) => problem);
    if (sides === null) return;
    if (wrong) {
      $(wrong[1]).focus();
      return;
    }
    const started = { version: MATCHES.VERSION, id: newId(), title, date: day, sides, end, hands: [], undo: [], draft: null, changed: 0 };
    match = store(started);
    afterStart();
  }

  /** A match just started: a hand's boxes at once (a game: the winner's buttons). */
  function afterStart() {
    draft = null;
    if (GAMES) {
      render();
      $("standings-heading").focus();
    } else {
      openHand(1);
      $("editor").scrollIntoView({ block: "start" });
    }
  }

  function openNames() {
    naming = true;
    for (const side of match.sides) {
      $(`rename-${side.id}`).value = side.name;
      if (TEAMS) $(`replayers-${side.id}`).value = side.players.join(", ");
    }
    render();
    $("names-heading").focus();
  }

  function saveNames(event) {
    event.preventDefault();
    const sides = readSides("rename", "replayers");
    if (sides === null) return;
    match = store(MATCHES.renamed(match, sides));
    naming = false;
    render();
    $("rename").focus();
  }

  // ---- A hand being entered or fixed -----------------------------------------------------------

  function openHand(number, boxes = null) {
    const fixing = number <= match.hands.length;
    const hand = {};
    for (const side of SIDES) hand[side] = fixing ? { ...match.hands[number - 1][side] } : RULES.blank();
    draft = { number, hand, touched: boxes !== null };
    const word = GAMES ? (fixing ? W.page_fix_game : W.page_game) : fixing ? W.page_fix_hand : W.page_hand;
    $("editor-heading").textContent = fill(word, { number: fmt(number) });
    render();
    if (boxes !== null) {
      restoreBoxes(boxes);
      readDraft();
      renderDraft();
    }
    $("editor-heading").focus();
  }

  function closeHand() {
    draft = null;
    match = store({ ...match, draft: null });
    render();
  }

  function cancelHand() {
    if (draft.touched && !window.confirm(W.page_cancel_confirm)) return;
    closeHand();
    $(GAMES ? "standings-heading" : "new-hand").focus();
  }

  /** What each box of the hand holds, to keep a hand half entered through a reload. */
  function boxesNow() {
    const boxes = {};
    for (const input of all("#hand-form input[data-fact]")) {
      if (input.classList.contains("number")) boxes[input.id] = input.value.slice(0, 2 * DATA.limits.digits + 2);
      else if (input.type === "checkbox") boxes[input.name] = String(input.checked);
      else if (input.checked) boxes[input.name] = input.value;
    }
    return boxes;
  }

  function restoreBoxes(boxes) {
    for (const input of all("#hand-form input[data-fact]")) {
      if (input.classList.contains("number")) {
        if (input.id in boxes) input.value = boxes[input.id];
      } else if (input.type === "checkbox") {
        if (input.name in boxes) input.checked = boxes[input.name] === "true";
      } else if (input.name in boxes) input.checked = boxes[input.name] === input.value;
    }
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

  function wholeTrip(event) {
    const button = event.currentTarget;
    $(`${button.dataset.fact}-${button.dataset.side}`).value = fmt(Number(button.dataset.trip));
    changed();
  }

  function changed() {
    draft.touched = true;
    readDraft();
    const said = (block) => block.querySelector(".reason").textContent;
    const before = new Map(shownQuestions().map((block) => [block, said(block)]));
    renderDraft();
    // What the answer just brought up below the box filled, maybe under the Save bar (a question
    // revealed, a reason given beside a question), is brought into view clear of the bar: seen, and
    // tapped without a scroll.
    const raised = shownQuestions().filter((block) => !before.has(block) || (said(block) && said(block) !== before.get(block)));
    if (raised.length) raised[raised.length - 1].scrollIntoView({ block: "nearest" });
    match = store({ ...match, draft: { number: draft.number, boxes: boxesNow() } });
  }

  /** The hand's questions on the screen now, in the page's order. */
  function shownQuestions() {
    return all("#hand-form [data-question]").filter((block) => !block.closest("[hidden]"));
  }

  function saveHand(event) {
    event.preventDefault();
    draft.touched = true;
    readDraft();
    const problem = renderDraft();
    if (problem) return;
    const hand = RULES.settled(draft.hand);
    try {
      match = store(MATCHES.withHand(match, draft.number, hand));
    } catch (error) {
      $("reason-hand").textContent = refusalText(error, hand);
      return;
    }
    afterSave();
  }

  /** After a hand is saved: the result where it won the match, else the next hand's boxes (a game: the
   * winner's buttons again). */
  function afterSave() {
    draft = null;
    const over = play(match).outcome.finished;
    if (over) {
      render();
      window.scrollTo(0, 0);
      $("result-heading").focus();
    } else if (GAMES) {
      render();
      $("who-won").scrollIntoView({ block: "nearest" });
      $("standings-heading").focus();
    } else {
      openHand(match.hands.length + 1);
      $("editor").scrollIntoView({ block: "start" }); // the next hand's boxes in view, the totals just above
    }
  }

  function deleteHand() {
    const number = draft.number;
    if (!window.confirm(fill(W.page_delete_confirm, { item: item(number) }))) return;
    try {
      match = store(MATCHES.withoutHand(match, number));
    } catch (error) {
      $("reason-hand").textContent = refusalText(error, draft.hand);
      return;
    }
    draft = null;
    render();
    $("standings-heading").focus();
  }

  /** A game of a race in one tap: its winner at the whole trip, every other side at no distance. */
  function wonGame(event) {
    const winner = event.currentTarget.dataset.winner;
    const hand = {};
    for (const side of SIDES) hand[side] = { ...RULES.blank(), miles: side === winner ? R.setup.trip : 0 };
    const settled = RULES.settled(hand);
    try {
      if (checkHand(settled).winner !== winner) throw new Error(W.page_enter_miles);
      match = store(MATCHES.withHand(match, match.hands.length + 1, settled));
    } catch (error) {
      $("outcome").textContent = error instanceof Refusal ? refusalText(error, settled) : error.message;
      return;
    }
    afterSave();
  }

  /** Show the draft's questions, points and totals and the first rule it breaks; returns the reason, if any. */
  function renderDraft() {
    const hand = RULES.settled(draft.hand);
    // Who is asked what so far: the completer's and the winner's questions once every side's own are answered.
    const asking = RULES.settle(draft.hand);
    const missing = SIDES.filter((side) => RULES.rows.some((row) => row.stage === "own" && asking[side][row.fact] == null));
    // The questions first, so that a reason goes beside a box that is shown.
    for (const side of SIDES) {
      for (const row of RULES.rows) {
        const block = document.querySelector(`#hand-form [data-question="${row.fact}"][data-for="${side}"]`);
        block.hidden = !RULES.shown(asking, side, row);
        if (row.up_to === null) continue;
        // A count up to another answer (the coups fourrés: the safeties): the pills past it are not for choosing.
        const most = RULES.measure(draft.hand[side], row.up_to);
        for (const input of all("input", block)) input.disabled = most !== null && Number(input.value) > most;
      }
    }
    // The questions asked once every side has answered its own, below the boxes just filled.
    let after = false;
    for (const block of all("#hand-form .after-side")) {
      block.hidden = all("[data-question]", block).every((question) => question.hidden);
      after = after || !block.hidden;
    }
    if ($("after")) $("after").hidden = !after;
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
    if (problem === W.page_enter_miles && missing.length && draft.touched) $("reason-hand").textContent = problem;
    const before = draft.number > 1 ? play({ ...match, hands: match.hands.slice(0, draft.number - 1) }).totals : null;
    for (const side of SIDES) {
      const card = document.querySelector(`fieldset.side[data-side="${side}"]`);
      let handTotal = 0;
      for (const cell of all("[data-points]", card)) {
        const line = cell.dataset.points.split(":")[1];
        const points = result && result.lines[side] ? result.lines[side][line] : 0;
        cell.textContent = result ? fmt(points) : "";
        handTotal += points;
        cell.parentElement.hidden = Boolean(result) && points === 0 && line !== "distance";
      }
      card.querySelector("details").hidden = !result;
      if (GAMES) handTotal = result && side === result.winner ? 1 : 0;
      card.querySelector("[data-hand-total]").textContent = result ? fmt(handTotal) : "";
      card.querySelector("[data-running]").textContent = result ? fmt((before ? before[side] : 0) + handTotal) : "";
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

  // ---- Undo --------------------------------------------------------------------------------------

  function undoLabel() {
    const last = match.undo[match.undo.length - 1];
    if (last === undefined) return "";
    if (last.action === "renamed") return W.page_undo_renamed;
    const key = { saved: "page_undo_saved", fixed: "page_undo_fixed", deleted: "page_undo_deleted" }[last.action];
    return fill(W[key], { item: item(last.number) });
  }

  function undo() {
    if (draft !== null && draft.touched && !window.confirm(W.page_cancel_confirm)) return;
    let back;
    try {
      back = MATCHES.undone(match);
    } catch (error) {
      back = null; // an undoing that would break a rule is not offered again
      match = store({ ...match, undo: match.undo.slice(0, -1) });
    }
    if (back !== null) match = store(back[0]);
    draft = null;
    status = W.page_undone;
    render();
    ($("undo").hidden ? $("standings-heading") : $("undo")).focus();
  }

  // ---- The result: standings, the race, every hand ------------------------------------------------

  function outcomeText(result) {
    const state = result.outcome;
    if (state.finished && state.reason === "shared") {
      return fill(W.page_shared, { names: WORDS.joinList(state.shared.map(name)), score: fmt(result.totals[state.shared[0]]) });
    }
    if (!state.finished || state.winner === null) {
      if (GAMES || handsToPlay(match.end) !== null || result.hands.length === 0) return W.page_in_progress;
      const target = match.end.target || R.target;
      const top = Math.max(...Object.values(result.totals));
      return fill(W.page_to_go, { target: fmt(target), left: fmt(Math.max(0, target - top)) });
    }
    const values = {
      winner: name(state.winner),
      score: fmt(result.totals[state.winner]),
      target: fmt(match.end.target || R.target || 0),
      hands: WORDS.counted(GAMES ? W.games : W.hands, state.after),
    };
    const key = {
      reached_target: "page_reached_target",
      higher_total: "page_higher_total",
      fixed_hands: "page_after_fixed_hands",
      first_to: "page_first_to_games",
    }[state.reason];
    return fill(W[key], values);
  }

  function renderResult(result) {
    const [line, details] = WORDS.result(match, result);
    $("result-line").textContent = line;
    $("result-why").textContent = details.join(" ");
    const order = WORDS.ranked(result.totals, SIDES);
    const winner = result.outcome.winner;
    let margin = "";
    if (winner !== null) {
      const second = order.find((side) => side !== winner);
      margin = fill(W.page_won_by, { winner: name(winner), margin: WORDS.count(GAMES ? "games" : "points", result.totals[winner] - result.totals[second]) });
    }
    $("result-margin").textContent = margin;
    const list = $("final-standings");
    list.replaceChildren();
    for (const side of order) {
      const entry = document.createElement("li");
      entry.textContent = fill(W.standing, { name: name(side), value: WORDS.totalOf(result.totals[side]) });
      if (side === winner || result.outcome.shared.includes(side)) {
        entry.className = "won";
        entry.append(` ★ ${W.page_winner_mark}`);
      }
      list.append(entry);
    }
    drawRace(result);
    handTable(result);
  }

  /** Round steps (1, 2, 5 × 10ⁿ) up to `top`, at least three, as the report's axes take them. */
  function ticks(top) {
    const want = 5;
    const raw = Math.max(1, top) / want;
    const power = 10 ** Math.floor(Math.log10(raw));
    const stepSize = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) || 10 * power;
    const size = Math.max(1, Math.round(stepSize));
    const out = [];
    for (let value = 0; value <= top; value += size) out.push(value);
    return out;
  }

  function node(tag, attributes, parent) {
    const element = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    if (parent) parent.append(element);
    return element;
  }

  /** A marker of the report's shape ("o", "s", "^", "D", "v", "P") at x, y. */
  function marker(shape, x, y, colour, parent, size = 3.2) {
    const s = size;
    const points = {
      s: [[-s, -s], [s, -s], [s, s], [-s, s]],
      "^": [[0, -s * 1.2], [s * 1.1, s * 0.8], [-s * 1.1, s * 0.8]],
      v: [[0, s * 1.2], [s * 1.1, -s * 0.8], [-s * 1.1, -s * 0.8]],
      D: [[0, -s * 1.3], [s, 0], [0, s * 1.3], [-s, 0]],
      P: [[-s / 3, -s], [s / 3, -s], [s / 3, -s / 3], [s, -s / 3], [s, s / 3], [s / 3, s / 3], [s / 3, s], [-s / 3, s], [-s / 3, s / 3], [-s, s / 3], [-s, -s / 3], [-s / 3, -s / 3]],
    }[shape];
    if (!points) return node("circle", { cx: x, cy: y, r: s, fill: colour, stroke: "#ffffff", "stroke-width": 0.5 }, parent);
    const path = points.map(([dx, dy]) => `${(x + dx).toFixed(1)},${(y + dy).toFixed(1)}`).join(" ");
    return node("polygon", { points: path, fill: colour, stroke: "#ffffff", "stroke-width": 0.5 }, parent);
  }

  function star(x, y, radius, parent) {
    const points = [];
    for (let i = 0; i < 10; i += 1) {
      const r = i % 2 ? radius * 0.45 : radius;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push(`${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`);
    }
    return node("polygon", { points: points.join(" "), fill: DATA.chart.star, stroke: "#000000", "stroke-width": 0.9, class: "star" }, parent);
  }

  function style(index) {
    return DATA.chart.sides[index % DATA.chart.sides.length];
  }

  /** The race as the report draws it (generator/chart/draw.py): each side's standing after each hand in
   * its colour, dashes and markers, the target across, a star beside the winner's last point; a series'
   * games won above, each game's distances below. */
  function drawRace(result) {
    const hands = result.hands.length;
    const tracks = SIDES.map((side) => [0, ...result.running.map((running) => running[side])]);
    // The line across: a series' games to win, or the points to reach (none for a set number of hands).
    const goal = GAMES ? match.end.first_to || null : handsToPlay(match.end) === null ? match.end.target || R.target : null;
    const width = 340;
    const panel = 170;
    const height = GAMES ? panel * 2 + 20 : panel + 20;
    const left = 46;
    const right = 16;
    const svg = node("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-labelledby": "race-title race-desc", "font-size": 11 });
    node("title", { id: "race-title" }, svg).textContent = GAMES ? W.chart_games : W.chart;
    node("desc", { id: "race-desc" }, svg).textContent = GAMES ? W.svg_race_games : W.svg_race;
    const plotWidth = width - left - right;
    const pad = Math.max(0.15, hands * 0.015);
    const xOf = (hand) => left + ((hand + pad) / (Math.max(hands, 1) + 2 * pad)) * plotWidth;

    function axes(top, bottom, most, label, xLabel, games) {
      const yOf = (value) => bottom - (value / (most * 1.12)) * (bottom - top);
      for (const value of ticks(most * 1.12)) {
        node("line", { x1: left, x2: width - right, y1: yOf(value), y2: yOf(value), class: "grid", stroke: DATA.chart.grid, "stroke-width": 0.6 }, svg);
        node("text", { x: left - 4, y: yOf(value) + 4, "text-anchor": "end", class: "axis", fill: "currentColor" }, svg).textContent = fmt(value);
      }
      node("text", { x: 10, y: (top + bottom) / 2, transform: `rotate(-90 10 ${(top + bottom) / 2})`, "text-anchor": "middle", class: "axis", fill: "currentColor" }, svg).textContent = label;
      const every = Math.max(1, Math.ceil(hands / 8));
      for (let hand = games ? 1 : 0; hand <= hands; hand += every) {
        node("text", { x: xOf(hand), y: bottom + 13, "text-anchor": "middle", class: "axis", fill: "currentColor" }, svg).textContent = fmt(hand);
      }
      node("text", { x: left + plotWidth / 2, y: bottom + 26, "text-anchor": "middle", class: "axis", fill: "currentColor" }, svg).textContent = xLabel;
      return yOf;
    }

    const top = 8;
    const bottom = panel - 20;
    const highest = Math.max(1, goal || 0, ...tracks.flat());
    const yOf = axes(top, bottom, highest, GAMES ? W.games_won : W.points, GAMES ? W.game : W.hand, false);
    if (goal) {
      node("line", { x1: left, x2: width - right, y1: yOf(goal), y2: yOf(goal), class: "goal", stroke: DATA.chart.goal, "stroke-width": 0.9 }, svg);
      node("text", { x: left + 3, y: yOf(goal) - 3, class: "goal-text", fill: DATA.chart.goal, "font-size": 10 }, svg).textContent = fill(GAMES ? W.first_to : W.target, { value: fmt(goal) });
    }
    const markEvery = Math.max(1, Math.ceil(hands / 20));
    tracks.forEach((track, index) => {
      const look = style(index);
      const lift = GAMES ? (index - (SIDES.length - 1) / 2) * 0.035 : 0;
      const points = [];
      track.forEach((value, hand) => {
        if (GAMES && hand > 0) points.push([xOf(hand), yOf(track[hand - 1] + lift)]);
        points.push([xOf(hand), yOf(value + lift)]);
      });
      const line = node("polyline", { points: points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" "), fill: "none", stroke: look.color, "stroke-width": 1.8, "data-side": SIDES[index] }, svg);
      if (look.dashes.length) line.setAttribute("stroke-dasharray", look.dashes.map((d) => (d * 1.8).toFixed(1)).join(" "));
      const offset = Math.floor((index * markEvery) / Math.max(1, SIDES.length));
      track.forEach((value, hand) => {
        if ((hand - offset) % markEvery === 0 && hand >= offset) marker(look.marker, xOf(hand), yOf(value + lift), look.color, svg);
      });
    });
    const winner = result.outcome.winner;
    if (result.outcome.finished && winner !== null) {
      const index = SIDES.indexOf(winner);
      star(xOf(hands) + 9, yOf(tracks[index][hands]), 7, svg);
    }
    if (GAMES) {
      const top2 = panel + 10;
      const bottom2 = height - 28;
      const trip = R.setup.trip;
      const y2 = axes(top2, bottom2, trip * 1.18 / 1.12, fill(W.distance_axis, { unit: W.unit }), W.game, true);
      node("line", { x1: left, x2: width - right, y1: y2(trip), y2: y2(trip), class: "goal", stroke: DATA.chart.goal, "stroke-width": 0.9 }, svg);
      const barWidth = ((plotWidth / (Math.max(hands, 1) + 2 * pad)) * 0.8) / SIDES.length;
      match.hands.forEach((played, game) => {
        SIDES.forEach((side, index) => {
          const x = xOf(game + 1) - (barWidth * SIDES.length) / 2 + barWidth * index;
          const miles = played[side].miles;
          node("rect", { x: x.toFixed(1), y: y2(miles).toFixed(1), width: barWidth.toFixed(1), height: (bottom2 - y2(miles)).toFixed(1), fill: style(index).color, stroke: "#ffffff", "stroke-width": 0.4 }, svg);
          if (result.hands[game].winner === side) star(x + barWidth / 2, y2(miles + trip * 0.06), 4, svg);
        });
      });
    }
    $("race-chart").replaceChildren(svg);
    // The legend is a scoreboard, as the report's: each side's name and standing, the highest first.
    const legend = $("race-legend");
    legend.replaceChildren();
    const note = document.createElement("li");
    note.textContent = fill(result.outcome.finished ? W.final : W.chart_in_progress, { count: WORDS.count(GAMES ? "legend_games" : "legend_hands", hands) });
    legend.append(note);
    for (const side of WORDS.ranked(result.totals, SIDES)) {
      const index = SIDES.indexOf(side);
      const entry = document.createElement("li");
      const sample = node("svg", { viewBox: "0 0 34 10", width: 34, height: 10, "aria-hidden": "true" });
      const look = style(index);
      const line = node("line", { x1: 1, x2: 33, y1: 5, y2: 5, stroke: look.color, "stroke-width": 1.8 }, sample);
      if (look.dashes.length) line.setAttribute("stroke-dasharray", look.dashes.map((d) => (d * 1.8).toFixed(1)).join(" "));
      marker(look.marker, 17, 5, look.color, sample);
      let label = fill(W.standing, { name: name(side), value: fmt(result.totals[side]) });
      if (result.outcome.finished && side === winner) label += ` ★ ${W.chart_winner}`;
      entry.append(sample, label);
      legend.append(entry);
    }
  }

  /** Every hand: each side's points (a game: its distance, a star for its winner), then the totals. */
  function handTable(result) {
    const table = $("hand-table");
    table.replaceChildren();
    const head = table.createTHead().insertRow();
    const corner = document.createElement("th");
    corner.scope = "col";
    corner.textContent = W.match_number;
    head.append(corner);
    for (const side of SIDES) {
      const cell = document.createElement("th");
      cell.scope = "col";
      cell.textContent = name(side);
      head.append(cell);
    }
    const body = table.createTBody();
    result.hands.forEach((hand, index) => {
      const row = body.insertRow();
      const number = document.createElement("th");
      number.scope = "row";
      number.textContent = fmt(index + 1);
      row.append(number);
      for (const side of SIDES) {
        const cell = row.insertCell();
        if (GAMES) cell.textContent = fmt(match.hands[index][side].miles) + (hand.winner === side ? ` ★` : "");
        else {
          cell.textContent = fmt(total(hand.lines[side]));
          const running = document.createElement("div");
          running.className = "running";
          running.textContent = fmt(result.running[index][side]);
          cell.append(running);
        }
        if (hand.winner === side) cell.title = W.won;
      }
    });
    const foot = table.createTFoot().insertRow();
    const label = document.createElement("th");
    label.scope = "row";
    label.textContent = GAMES ? W.games_won : W.table_total;
    foot.append(label);
    for (const side of SIDES) foot.insertCell().textContent = fmt(result.totals[side]);
  }

  // ---- The page as a whole ----------------------------------------------------------------------

  function handSummary(result, index) {
    const hand = result.hands[index];
    const parts = match.sides.map((side) => {
      const points = GAMES ? fmt(match.hands[index][side.id].miles) : fmt(total(hand.lines[side.id]));
      return fill(W.side_count, { name: side.name, count: points });
    });
    let winner = W.page_no_winner;
    if (hand.winner !== null) winner = fill(W.page_hand_won_by, { winner: name(hand.winner) });
    return [parts.join(W.comma), winner];
  }

  function renderHistory() {
    const list = $("match-list");
    list.replaceChildren();
    // The other matches kept: the one on the sheet is exported from its own section.
    const matches = keptMatches().filter((other) => match === null || other.id !== match.id);
    for (const other of matches) {
      let played;
      try {
        played = play(other);
      } catch (error) {
        continue;
      }
      const entry = document.createElement("li");
      const heading = document.createElement("p");
      const title = other.title || W.untitled;
      heading.textContent = fill(W.share_heading, { title, date: WORDS.longDate(other.date) });
      const line = document.createElement("p");
      line.className = "sub";
      const names = other.sides.map((side) => side.name);
      line.textContent = `${WORDS.joinList(names)}${W.page_parts}${WORDS.result(other, played)[0]}`;
      const actions = document.createElement("div");
      actions.className = "actions";
      const button = (text, act) => {
        const made = document.createElement("button");
        made.type = "button";
        made.textContent = text;
        made.dataset.match = other.id;
        made.addEventListener("click", act);
        actions.append(made);
        return made;
      };
      button(W.page_open, () => openMatch(other.id)).dataset.act = "open";
      button(W.page_download, () => download(MATCHES.logText(other), fileName(other))).dataset.act = "download";
      button(W.page_delete, () => deleteMatch(other.id)).dataset.act = "delete";
      entry.append(heading, line, actions);
      list.append(entry);
    }
    show("history", matches.length > 0);
    $("download-all").hidden = matches.length + (match === null ? 0 : 1) < 2;
    const unread = setAside.size;
    if (unread) warn(W.page_stored_unreadable);
    else if (kept.local) warn("");
  }

  function render() {
    const started = match !== null;
    const editing = draft !== null;
    show("setup", !started);
    show("names", started && naming);
    if (!started) {
      show("result", false);
      show("standings", false);
      show("editor", false);
      show("hands", false);
      show("export", false);
      $("match-date").value = $("match-date").value || today();
      showEndBox();
      renderHistory();
      keepAwake();
      return;
    }
    let result;
    try {
      result = play(match);
    } catch (error) {
      warn(error.message);
      return;
    }
    const over = result.outcome.finished;
    document.body.classList.toggle("playing", started);
    document.body.classList.toggle("editing", editing);
    show("result", over && !editing && !naming);
    show("standings", !naming);
    show("editor", editing && !naming);
    show("hands", !naming && match.hands.length > 0);
    show("export", !editing && !naming);
    for (const cell of all(".side-name")) cell.textContent = name(cell.dataset.side);
    for (const button of all("button.step")) {
      const label = Number(button.dataset.step) < 0 ? W.page_fewer_miles : W.page_more_miles;
      button.setAttribute("aria-label", fill(label, { step: fmt(ROW[button.dataset.fact].step), name: name(button.dataset.side) }));
    }
    for (const button of all("button.trip")) {
      button.setAttribute("aria-label", fill(W.page_trip_miles, { trip: fmt(Number(button.dataset.trip)), name: name(button.dataset.side) }));
    }
    // Who leads, said in words as well as in colour: "in the lead" under the total; "winner" once won.
    const top = Math.max(...Object.values(result.totals));
    for (const side of SIDES) {
      const leads = result.hands.length > 0 && result.totals[side] === top;
      const cell = document.querySelector(`[data-total="${side}"]`);
      cell.textContent = fmt(result.totals[side]);
      cell.classList.toggle("leader", leads);
      const mark = document.querySelector(`[data-mark="${side}"]`);
      const won = over && (result.outcome.winner === side || result.outcome.shared.includes(side));
      mark.textContent = won ? `★ ${W.page_winner_mark}` : leads && !over ? `▲ ${W.page_leading}` : "";
      mark.classList.toggle("leader", won || (leads && !over));
    }
    const end = match.end;
    let line = "";
    const hands = handsToPlay(end);
    if (hands !== null) line = fill(W.page_fixed_hands, { hands: WORDS.counted(W.hands, hands) });
    else if (GAMES) line = end.first_to ? fill(W.page_first_to, { games: fmt(end.first_to) }) : W.page_no_end;
    else line = fill(W.page_target, { target: fmt(end.target || R.target) });
    $("match-line").textContent = [match.title, line].filter(Boolean).join(W.page_parts);
    $("outcome").textContent = outcomeText(result);
    const next = match.hands.length + 1;
    $("new-hand").hidden = over || editing;
    $("new-hand").textContent = GAMES ? fill(W.page_with_distances, { number: fmt(next) }) : W.page_new_hand;
    if (GAMES) {
      $("race-winner").hidden = over || editing;
      $("who-won").textContent = fill(W.page_who_won, { number: fmt(next) });
    }
    $("undo").hidden = match.undo.length === 0;
    $("undo").textContent = undoLabel();
    $("rename").hidden = editing;
    $("undo-status").textContent = status;
    status = "";
    if (over && !editing) renderResult(result);
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
      title.textContent = fill(GAMES ? W.page_game : W.page_hand, { number: fmt(number) });
      const detail = document.createElement("span");
      detail.className = "hand-points";
      detail.textContent = points;
      const who = document.createElement("span");
      who.textContent = winner;
      button.append(title, detail, who);
      button.addEventListener("click", () => {
        if (draft !== null && draft.touched && !window.confirm(W.page_cancel_confirm)) return;
        openHand(number);
      });
      const entry = document.createElement("li");
      entry.append(button);
      list.append(entry);
    });
    $("log-text").value = MATCHES.logText(match);
    if (editing) {
      const trip = fmt(R.setup.trip);
      const exact = R.exact_finish ? ["page_trip", "page_trip_extension"] : ["page_trip_or_more", "page_trip_or_more_extension"];
      const parts = [fill(W[exact[R.setup.extension ? 1 : 0]], { trip, extended: fmt(R.extended_trip) })];
      if (R.trip_counts_safeties) parts.push(W.page_trip_counts_safeties);
      $("editor-trip").textContent = parts.join(W.page_parts);
      $("delete-hand").hidden = draft.number > match.hands.length;
      fillDraftInputs();
      renderDraft();
    }
    renderHistory();
    keepAwake();
    offerExport();
  }

  // ---- Exports: a log downloaded or copied, the result shared, every log at once ------------------

  function fileName(which) {
    return `${which.date}-${DATA.file_stem}.toml`;
  }

  function download(text, file, type = "application/toml") {
    const blob = new Blob([text], { type });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = file;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser reads the blob after click() returns: revoked at once, a busy phone (or a loaded
    // machine) may lose the download. FileSaver.js keeps its blob URL 40 s for the same reason.
    setTimeout(() => URL.revokeObjectURL(link.href), 40000);
  }

  /** Text put on the clipboard: the Clipboard API, else a selection copied (an older browser). */
  async function toClipboard(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (error) {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "visually-hidden";
      document.body.append(area);
      area.select();
      const done = Boolean(document.execCommand && document.execCommand("copy"));
      area.remove();
      return done;
    }
  }

  async function copy() {
    $("copy-status").textContent = (await toClipboard(MATCHES.logText(match))) ? W.page_copied : W.page_copy_failed;
  }

  /** The result as bornes score --summary words it: through the system's share sheet where the browser
   * has one, else on the clipboard. */
  async function share(statusBox) {
    const text = WORDS.summaryText(match, play(match));
    if (navigator.share) {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        if (error && error.name === "AbortError") return; // the player closed the share sheet
      }
    }
    $(statusBox).textContent = (await toClipboard(text)) ? W.page_share_copied : W.page_copy_failed;
  }

  /** Every kept match's log in one zip file (stored, not compressed: a log is a few KB). */
  function downloadAll() {
    const files = keptMatches().map((other) => [`${other.date}-${DATA.file_stem}-${other.id}.toml`, MATCHES.logText(other)]);
    download(zip(files), `${DATA.file_stem}-logs.zip`, "application/zip");
  }

  function crc32(bytes) {
    let crc = -1;
    for (const byte of bytes) {
      crc ^= byte;
      for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
    return (crc ^ -1) >>> 0;
  }

  /** A zip archive of text files, stored (the ZIP format's method 0), names in UTF-8 (general flag 11). */
  function zip(files) {
    const encoder = new TextEncoder();
    const parts = [];
    const central = [];
    let offset = 0;
    const header = (size) => new DataView(new ArrayBuffer(size));
    for (const [file, text] of files) {
      const nameBytes = encoder.encode(file);
      const body = encoder.encode(text);
      const crc = crc32(body);
      const local = header(30);
      [[0, 0x04034b50, 4], [4, 20, 2], [6, 0x0800, 2], [14, crc, 4], [18, body.length, 4], [22, body.length, 4], [26, nameBytes.length, 2]].forEach(([at, value, size]) => (size === 4 ? local.setUint32(at, value, true) : local.setUint16(at, value, true)));
      const entry = header(46);
      [[0, 0x02014b50, 4], [4, 20, 2], [6, 20, 2], [8, 0x0800, 2], [16, crc, 4], [20, body.length, 4], [24, body.length, 4], [28, nameBytes.length, 2], [42, offset, 4]].forEach(([at, value, size]) => (size === 4 ? entry.setUint32(at, value, true) : entry.setUint16(at, value, true)));
      parts.push(local, nameBytes, body);
      central.push(entry, nameBytes);
      offset += 30 + nameBytes.length + body.length;
    }
    const size = central.reduce((sum, part) => sum + part.byteLength, 0);
    const end = header(22);
    [[0, 0x06054b50, 4], [8, files.length, 2], [10, files.length, 2], [12, size, 4], [16, offset, 4]].forEach(([at, value, bytes]) => (bytes === 4 ? end.setUint32(at, value, true) : end.setUint16(at, value, true)));
    return new Blob([...parts, ...central, end]);
  }

  // ---- Matches: a new one, a rematch, one reopened, one deleted --------------------------------------

  function newMatch() {
    match = null;
    draft = null;
    naming = false;
    kept.remove(OPEN_KEY);
    render();
    all("input.name")[0].focus();
  }

  function rematch() {
    match = store(MATCHES.rematch(match, newId(), today()));
    afterStart();
  }

  function openMatch(id) {
    const found = readMatch(`${MATCH_KEY}${id}`);
    if (found === null) {
      renderHistory();
      return;
    }
    match = found;
    kept.set(OPEN_KEY, id);
    naming = false;
    if (match.draft !== null) openHand(match.draft.number, match.draft.boxes);
    else {
      draft = null;
      render();
      (play(match).outcome.finished ? $("result-heading") : $("standings-heading")).focus();
    }
  }

  function deleteMatch(id) {
    if (!window.confirm(W.page_delete_match_confirm)) return;
    kept.remove(`${MATCH_KEY}${id}`);
    if (match !== null && match.id === id) {
      match = null;
      draft = null;
      kept.remove(OPEN_KEY);
    }
    render();
    $("history-heading").focus();
  }

  // ---- The screen kept on, the private window said -----------------------------------------------

  let wakeLock = null;
  let asking = false;

  /** Keep the screen on while a match is played and the page is seen (the Screen Wake Lock API, where
   * the browser has it); let it go when the page is hidden or the match is over. */
  async function keepAwake() {
    const playing = match !== null && !play(match).outcome.finished;
    const wanted = playing && document.visibilityState === "visible";
    if (wanted && wakeLock === null && !asking && navigator.wakeLock) {
      asking = true;
      try {
        const lock = await navigator.wakeLock.request("screen");
        lock.addEventListener("release", () => {
          if (wakeLock === lock) wakeLock = null;
        });
        wakeLock = lock;
      } catch (error) {
        wakeLock = null; // refused (a battery saver, a page not seen): the screen goes off as usual
      }
      asking = false;
      if (!(match !== null && document.visibilityState === "visible")) keepAwake();
    } else if (!wanted && wakeLock !== null) {
      const lock = wakeLock;
      wakeLock = null;
      lock.release().catch(() => {});
    }
  }

  let privateWindow = false;

  /** Whether this window forgets the match when it closes, where the browser lets a page tell: Firefox
   * refuses the origin-private file system to a private window alone. Chromium refuses it to every file
   * page (and shows a private window as any other: navigator.userAgentData is Chromium's), so there it
   * tells nothing. */
  async function forgetsOnClose() {
    if (!navigator.storage || typeof navigator.storage.getDirectory !== "function" || "userAgentData" in navigator) return false;
    try {
      await navigator.storage.getDirectory();
      return false;
    } catch (error) {
      return Boolean(error) && error.name === "SecurityError";
    }
  }

  /** The private window's warning, with the export beside it once there is a match to export. */
  function offerExport() {
    $("private-warning").hidden = !privateWindow;
    $("private-download").hidden = !privateWindow || match === null;
  }

  // ---- Wiring -----------------------------------------------------------------------------------

  $("setup-form").addEventListener("submit", startMatch);
  for (const input of all('input[name="end"]')) input.addEventListener("change", showEndBox);
  $("names-form").addEventListener("submit", saveNames);
  $("cancel-names").addEventListener("click", () => {
    naming = false;
    render();
    $("rename").focus();
  });
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
  $("hand-form").addEventListener("keydown", (event) => {
    // Enter in a distance goes to the next side's distance, as the keyboard's "next" key says.
    if (event.key !== "Enter" || !event.target.classList.contains("number")) return;
    const boxes = all("#hand-form input.number").filter((box) => !box.closest("[hidden]"));
    const next = boxes[boxes.indexOf(event.target) + 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  });
  $("cancel-hand").addEventListener("click", cancelHand);
  $("delete-hand").addEventListener("click", deleteHand);
  $("new-hand").addEventListener("click", () => openHand(match.hands.length + 1));
  for (const button of all("button[data-winner]")) button.addEventListener("click", wonGame);
  $("undo").addEventListener("click", undo);
  $("rename").addEventListener("click", openNames);
  $("download").addEventListener("click", () => download(MATCHES.logText(match), fileName(match)));
  $("private-download").addEventListener("click", () => download(MATCHES.logText(match), fileName(match)));
  $("copy").addEventListener("click", copy);
  $("share").addEventListener("click", () => share("share-status"));
  $("share-export").addEventListener("click", () => share("copy-status"));
  $("rematch").addEventListener("click", rematch);
  $("result-new-match").addEventListener("click", newMatch);
  $("new-match").addEventListener("click", newMatch);
  $("download-all").addEventListener("click", downloadAll);
  for (const button of all("button.step")) button.addEventListener("click", step);
  for (const button of all("button.trip")) button.addEventListener("click", wholeTrip);
  document.addEventListener("visibilitychange", keepAwake);
  if ("ResizeObserver" in window) {
    // The Save bar's height, as it wraps or hides, is the page's scroll padding at the bottom: a box
    // brought into view (by the page, by Tab or Enter, by the browser on focus) stops above the bar.
    const bar = document.querySelector("#hand-form .bar");
    new ResizeObserver(() => document.documentElement.style.setProperty("--bar-height", `${bar.offsetHeight}px`)).observe(bar);
  }
  window.addEventListener("storage", (event) => {
    // Another tab of this sheet changed the match on it: show it as it is now.
    if (match !== null && event.key === `${MATCH_KEY}${match.id}`) {
      const now = readMatch(event.key);
      if (now !== null) {
        match = now;
        if (draft !== null && match.draft === null) draft = null;
        render();
      }
    }
  });

  // The sheet opens on its open match, unless the page was made for other names (another table's page).
  if (kept.local) readLegacy();
  else warn(W.page_no_storage);
  const openId = kept.get(OPEN_KEY);
  const opened = openId ? readMatch(`${MATCH_KEY}${openId}`) : null;
  const preset = DATA.sides.map((side) => MATCHES.fold(MATCHES.cleanName(side.name)));
  const others = opened !== null && preset.some(Boolean) && opened.sides.some((side, index) => MATCHES.fold(side.name) !== preset[index]);
  if (opened !== null && !others) {
    openMatch(opened.id);
  } else {
    if (others) {
      $("other-match").textContent = fill(W.page_other_match, { names: WORDS.joinList(opened.sides.map((side) => side.name)) });
      $("other-match").hidden = false;
    }
    render();
  }
  forgetsOnClose().then((forgets) => {
    privateWindow = forgets;
    offerExport();
  });
})();
