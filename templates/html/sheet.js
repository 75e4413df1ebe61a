// The phone score sheet's script (bornes sheet --html): the edition's rules applied to each hand as
// its facts are entered, the match kept in the browser's local storage, exported as a match log.
//
// Nothing here is a value of the rules or a word: the data block (generator/sheets/page_data.py)
// carries the edition's record, made from the rules module when the file was built, and the
// catalog's words. The rules engine below mirrors generator/rules/scoring.py and match.py, check by
// check and in the same order, so it refuses a hand for the same reason and side; a line, shut-out
// rule or hand-winner rule it does not know stops the page rather than guess.
// tests/viewer/test_phone.py holds it to the scoring module on thousands of random hands.
"use strict";
(function () {
  const DATA = JSON.parse(document.getElementById("bornes-data").textContent);
  const R = DATA.rules;
  const W = DATA.words;
  const SIDES = DATA.sides.map((side) => side.id);

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

  // ---- The rules (generator/rules/scoring.py, match.py) -------------------------------------

  /** A hand's facts break a rule: which, for which side and fact, with the numbers. */
  class Refusal extends Error {
    constructor(rule, side, fact, values) {
      super(rule);
      this.rule = rule;
      this.side = side;
      this.fact = fact;
      this.values = values || {};
    }
  }

  /** The record names a rule this page does not know: a newer Bornes made it. */
  class UnknownRule extends Error {}

  function unknown(what, name) {
    return new UnknownRule(fill(W.page_rules_unknown, { rule: `${what} ${name}` }));
  }

  function scores(line) {
    return R.scoring !== null && Object.prototype.hasOwnProperty.call(R.scoring.values, line);
  }

  function value(line) {
    return scores(line) ? R.scoring.values[line] : 0;
  }

  function tripLength(hand) {
    return Object.values(hand).some((facts) => facts.extension) ? R.extended_trip : R.setup.trip;
  }

  /** The safeties that score on the safeties line: all of them, or under "instead" ([DJ14]) those not laid
   * as coups fourrés, whose safety scores on the coups fourrés' line only. */
  function laidAlone(f) {
    switch (R.scoring.coup_fourre_rule) {
      case "on_top":
        return f.safeties;
      case "instead":
        return f.safeties - f.coups_fourres;
      default:
        throw unknown("coup_fourre_rule", R.scoring.coup_fourre_rule);
    }
  }

  /** What the side's safeties score, the safeties line and the coups fourrés line together (scoring.safety_points). */
  function safetyPoints(f) {
    if (R.scoring === null) return 0;
    return laidAlone(f) * value("safeties") + f.coups_fourres * value("coups_fourres");
  }

  /** How far a side has gone toward the trip: its distance, and its safeties' points where they count (scoring.progress). */
  function progress(f) {
    return R.trip_counts_safeties ? f.miles + safetyPoints(f) : f.miles;
  }

  /** Whether the side completed the trip: exactly, or at it or past it without an exact finish (scoring.reached). */
  function reached(f, length) {
    const done = progress(f);
    return R.exact_finish ? done === length : done >= length;
  }

  /** The most a side can have gone when the hand ends: the trip, or one card past the step below it (scoring.furthest). */
  function furthest(length) {
    if (R.exact_finish) return length;
    let most = R.longest_card;
    if (R.trip_counts_safeties && R.scoring !== null) most = Math.max(most, value("safeties"), value("coups_fourres"));
    return length - R.mile_step + most;
  }

  function checkSide(side, f, length) {
    if (f.miles < 0) throw new Refusal("miles_negative", side, "miles", { miles: f.miles });
    if (f.miles % R.mile_step) throw new Refusal("miles_step", side, "miles", { miles: f.miles, step: R.mile_step });
    if (R.exact_finish && f.miles > length) throw new Refusal("miles_past_trip", side, "miles", { miles: f.miles, trip: length });
    if (f.two_hundreds != null) {
      if (!(f.two_hundreds >= 0 && f.two_hundreds <= R.max_two_hundreds)) {
        throw new Refusal("two_hundreds_range", side, "two_hundreds", {
          two_hundreds: f.two_hundreds,
          most: R.max_two_hundreds,
        });
      }
      if (R.two_hundred * f.two_hundreds > f.miles) {
        throw new Refusal("two_hundreds_past_miles", side, "two_hundreds", {
          two_hundreds: f.two_hundreds,
          miles: f.miles,
        });
      }
    }
    if (f.hundreds_played && R.hundred + R.longest_card * (f.two_hundreds || 0) > f.miles) {
      throw new Refusal("hundreds_no_room", side, "hundreds_played", { miles: f.miles });
    }
    if (!(f.safeties >= 0 && f.safeties <= R.max_safeties)) {
      throw new Refusal("safeties_range", side, "safeties", { safeties: f.safeties, most: R.max_safeties });
    }
    if (!(f.coups_fourres >= 0 && f.coups_fourres <= f.safeties)) {
      throw new Refusal("coups_fourres_range", side, "coups_fourres", {
        coups_fourres: f.coups_fourres,
        safeties: f.safeties,
      });
    }
    if (!R.exact_finish) {
      const most = furthest(length);
      const went = progress(f);
      if (went > most) {
        throw new Refusal("miles_past_most", side, "miles", { miles: f.miles, most, trip: length, safety_points: went - f.miles });
      }
    }
    if (f.delayed && !reached(f, length)) throw new Refusal("delayed_not_completed", side, "delayed", { trip: length });
    if (f.extension) {
      if (!R.setup.extension) throw new Refusal("no_extension", side, "extension", { players: R.setup.players });
      if (progress(f) < R.setup.trip) {
        throw new Refusal("extension_short", side, "extension", { miles: f.miles, trip: R.setup.trip });
      }
    }
  }

  function completers(hand, length) {
    return Object.keys(hand).filter((side) => reached(hand[side], length));
  }

  function completer(hand, length) {
    return completers(hand, length)[0] ?? null;
  }

  function mostDistance(hand) {
    const sides = Object.keys(hand);
    const best = Math.max(...sides.map((side) => hand[side].miles));
    const leaders = sides.filter((side) => hand[side].miles === best);
    return leaders.length === 1 ? leaders[0] : null;
  }

  function handWinner(hand, length) {
    const done = completer(hand, length);
    if (done !== null) return done;
    switch (R.hand_winner) {
      case "most_distance":
        return mostDistance(hand);
      case "trip":
        return null;
      default:
        throw unknown("hand_winner", R.hand_winner);
    }
  }

  function extensionPoints(side, hand, length) {
    const caller = Object.keys(hand).find((s) => hand[s].extension);
    if (caller === undefined) return 0;
    const bonus = value("extension");
    switch (R.scoring.extension_rule) {
      case "completer": // [BSD]: only the side that completes the extended trip
        return reached(hand[side], length) ? bonus : 0;
      case "caller_or_others": {
        // Decision 2: the caller on reaching it; if not, every other side.
        const made = reached(hand[caller], length);
        if (side === caller) return made ? bonus : 0;
        return made ? 0 : bonus;
      }
      default:
        throw unknown("extension_rule", R.scoring.extension_rule);
    }
  }

  function shutoutPoints(own, others, completed) {
    const blank = others.filter((f) => f.miles === 0).length;
    switch (R.scoring.shutout_rule) {
      case "each_blank_opponent":
        return own.miles > 0 ? value("shutout") * blank : 0;
      case "trip_winner":
        return completed && blank === others.length ? value("shutout") : 0;
      default:
        throw unknown("shutout_rule", R.scoring.shutout_rule);
    }
  }

  function breakdown(side, hand, length, winner) {
    const own = hand[side];
    const others = Object.keys(hand)
      .filter((s) => s !== side)
      .map((s) => hand[s]);
    const completed = reached(own, length);
    const no200 = side === winner && own.two_hundreds === 0;
    const lines = {};
    for (const line of R.scoring.lines) {
      switch (line) {
        case "distance":
          lines[line] = own.miles * value(line);
          break;
        case "safeties":
          lines[line] = laidAlone(own) * value(line);
          break;
        case "all_safeties":
          lines[line] = own.safeties === R.max_safeties ? value(line) : 0;
          break;
        case "coups_fourres":
          lines[line] = own.coups_fourres * value(line);
          break;
        case "trip":
          lines[line] = side === winner ? value(line) : 0;
          break;
        case "delayed_action":
          lines[line] = completed && own.delayed ? value(line) : 0;
          break;
        case "safe_trip":
          lines[line] = no200 ? value(line) : 0;
          break;
        case "without_hundreds":
          lines[line] = no200 && own.hundreds_played === false ? value(line) : 0;
          break;
        case "extension":
          lines[line] = extensionPoints(side, hand, length);
          break;
        case "shutout":
          lines[line] = shutoutPoints(own, others, completed);
          break;
        default:
          throw unknown("line", line);
      }
    }
    return lines;
  }

  function total(lines) {
    return Object.values(lines).reduce((sum, points) => sum + points, 0);
  }

  /** Check a hand's facts and score it: scoring.check_hand. Throws a Refusal for the first rule broken. */
  function checkHand(hand) {
    const sides = Object.keys(hand);
    const length = tripLength(hand);
    for (const side of sides) checkSide(side, hand[side], length);
    const callers = sides.filter((side) => hand[side].extension);
    if (callers.length > 1) throw new Refusal("extension_twice", callers[1], "extension", {});
    if (sides.reduce((sum, side) => sum + hand[side].safeties, 0) > R.max_safeties) {
      throw new Refusal("safeties_total", null, "safeties", { most: R.max_safeties });
    }
    const done = completers(hand, length);
    if (done.length > 1) throw new Refusal("two_completed", done[1], "miles", { trip: length });
    const winner = handWinner(hand, length);
    if (winner !== null && R.scoring !== null) {
      const own = hand[winner];
      if ((scores("safe_trip") || scores("without_hundreds")) && own.two_hundreds == null) {
        throw new Refusal("two_hundreds_missing", winner, "two_hundreds", {});
      }
      // The 100s matter only to a winner without a 200 ([DJ]'s « ni de 200 ni de 100 »).
      if (scores("without_hundreds") && own.two_hundreds === 0 && own.hundreds_played == null) {
        throw new Refusal("hundreds_missing", winner, "hundreds_played", {});
      }
    }
    const lines = {};
    if (R.scoring !== null) for (const side of sides) lines[side] = breakdown(side, hand, length, winner);
    return { length, completed: done.length ? done[0] : null, winner, lines };
  }

  /** What a hand adds to each side's standing: its points, or 1 for a game's winner (match.hand_points). */
  function handPoints(result, sides) {
    const points = {};
    for (const side of sides) {
      if (R.match_kind === "games") points[side] = side === result.winner ? 1 : 0;
      else if (R.match_kind === "points") points[side] = total(result.lines[side]);
      else throw unknown("match_kind", R.match_kind);
    }
    return points;
  }

  /** The set number of hands: the match's, else the edition's where no target is set (match.Match.hands_to_play). */
  function handsToPlay(end) {
    if (end.fixed_hands) return end.fixed_hands;
    return end.target ? null : R.match_hands;
  }

  /** Whether a tie at the top where the match would end shares it (the record's tie rule). */
  function tiesShare() {
    switch (R.tie_rule) {
      case "another_hand":
        return false;
      case "shared":
        return true;
      default:
        throw unknown("tie_rule", R.tie_rule);
    }
  }

  /** Whether the match is over after `played` hands with these totals (match.outcome). */
  function outcome(end, totals, played) {
    const notYet = { finished: false, winner: null, reason: "in_progress", after: null, shared: [] };
    if (played === 0) return notYet;
    const sides = Object.keys(totals);
    const top = Math.max(...sides.map((side) => totals[side]));
    const leaders = sides.filter((side) => totals[side] === top);
    const single = leaders.length === 1 ? leaders[0] : null;
    const shared = { finished: true, winner: null, reason: "shared", after: played, shared: leaders };
    const share = tiesShare();
    const hands = handsToPlay(end);
    if (hands !== null) {
      if (played >= hands && single !== null) return { finished: true, winner: single, reason: "fixed_hands", after: played, shared: [] };
      return played >= hands && share ? shared : notYet;
    }
    if (R.match_kind === "games") {
      if (end.first_to && top >= end.first_to) return { finished: true, winner: single, reason: "first_to", after: played, shared: [] };
      return notYet;
    }
    const target = end.target || R.target;
    const reached = sides.filter((side) => totals[side] >= target);
    if (reached.length && single === null && share) return shared;
    if (!reached.length || single === null) return notYet; // decision 5: a tie at the top plays on
    return {
      finished: true,
      winner: single,
      reason: reached.length === 1 ? "reached_target" : "higher_total",
      after: played,
      shared: [],
    };
  }

  /** Every hand scored in order, with running totals and the outcome (match.play). */
  function play(match) {
    const totals = Object.fromEntries(match.sides.map((side) => [side.id, 0]));
    const results = [];
    const running = [];
    let state = outcome(match.end, totals, 0);
    match.hands.forEach((hand, index) => {
      if (state.finished) {
        const error = new Refusal("match_over", null, null, { after: state.after, later: index + 1 });
        error.hand = index + 1;
        throw error;
      }
      let result;
      try {
        result = checkHand(hand);
      } catch (error) {
        if (error instanceof Refusal) error.hand = index + 1;
        throw error;
      }
      const points = handPoints(result, Object.keys(totals));
      for (const side of Object.keys(totals)) totals[side] += points[side];
      results.push(result);
      running.push({ ...totals });
      state = outcome(match.end, totals, index + 1);
    });
    return { hands: results, running, outcome: state, totals: { ...totals } };
  }

  // The rules engine, for the agreement test (tests/viewer/test_phone.py) and the curious.
  window.bornes = { rules: R, checkHand, outcome, play, Refusal };

  // ---- The match, kept in local storage ------------------------------------------------------

  const blank = () => ({ miles: null, safeties: 0, coups_fourres: 0, two_hundreds: null, delayed: false, extension: false, hundreds_played: null });
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

  const DEFAULTS = { safeties: 0, coups_fourres: 0, two_hundreds: null, delayed: false, extension: false, hundreds_played: null };

  function factsTable(facts) {
    const parts = [];
    for (const key of DATA.log.side_keys) {
      const fact = facts[key] ?? DEFAULTS[key]; // a hand kept by an older page has no hundreds_played
      if (key === "miles" || fact !== DEFAULTS[key]) parts.push(`${key} = ${tomlValue(fact)}`);
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
      const other = SIDES.find((side) => side !== error.side && reached(hand[side], error.values.trip));
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
    for (const side of SIDES) hand[side] = fixing ? { ...match.hands[number - 1][side] } : blank();
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

  /** The hand as a log holds it: what no question asked at its default, as bornes log writes it. */
  function settled(hand) {
    const out = {};
    for (const side of SIDES) out[side] = { ...hand[side], miles: hand[side].miles ?? 0 };
    const length = tripLength(out);
    const done = completer(out, length);
    let winner = null;
    try {
      winner = handWinner(out, length);
    } catch (error) {
      winner = null;
    }
    for (const side of SIDES) {
      const facts = out[side];
      if (!asked(side, "extension", out)) facts.extension = false;
      if (!asked(side, "coups_fourres", out)) facts.coups_fourres = 0;
      if (side !== done || !scores("delayed_action")) facts.delayed = false;
      if (side !== winner || !(scores("safe_trip") || scores("without_hundreds"))) facts.two_hundreds = null;
      else if (facts.miles < R.two_hundred) facts.two_hundreds = 0; // no 200 fits: nothing to ask
      // The 100s only of a winner without a 200, where [DJ]'s variant is scored; none fits under 100.
      if (side !== winner || !scores("without_hundreds") || facts.two_hundreds !== 0) facts.hundreds_played = null;
      else if (facts.miles < R.hundred) facts.hundreds_played = false;
    }
    return out;
  }

  /** Whether the page asks `side` this fact, given the hand so far (bornes log's questions). */
  function asked(side, fact, hand) {
    const facts = hand[side];
    switch (fact) {
      case "extension":
        return R.setup.extension && facts.miles !== null && progress(facts) >= R.setup.trip && !SIDES.some((other) => other !== side && hand[other].extension);
      case "coups_fourres":
        return scores("coups_fourres") && facts.safeties > 0;
      default:
        return true;
    }
  }

  function readDraft() {
    for (const input of all("input.miles-input")) {
      const side = input.dataset.side;
      const typed = input.value.trim();
      draft.hand[side].miles = typed ? readNumber(typed) : null;
      draft.hand[side].typed = typed;
    }
    for (const input of all("#hand-form input[data-fact]")) {
      const facts = draft.hand[input.dataset.side];
      const fact = input.dataset.fact;
      if (input.type === "checkbox") facts[fact] = input.checked;
      else if (input.checked) facts[fact] = fact === "hundreds_played" ? input.value === "true" : Number(input.value);
    }
  }

  function step(event) {
    const button = event.currentTarget;
    const input = $(`miles-${button.dataset.side}`);
    const now = readNumber(input.value) ?? 0;
    const next = Math.max(0, now + Number(button.dataset.step) * R.mile_step);
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
    const hand = settled(draft.hand);
    for (const side of SIDES) delete hand[side].typed;
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
    const hand = settled(draft.hand);
    const missing = SIDES.filter((side) => draft.hand[side].miles === null);
    // Who completed the trip and who won, known once every distance is: they are asked the rest.
    const length = tripLength(hand);
    const done = missing.length ? null : completer(hand, length);
    let winner = null;
    try {
      winner = missing.length ? null : handWinner(hand, length);
    } catch (error) {
      winner = null;
    }
    // The questions first, so that a reason goes beside a box that is shown.
    for (const side of SIDES) {
      const card = document.querySelector(`fieldset.side[data-side="${side}"]`);
      card.querySelector(".extension").hidden = !asked(side, "extension", draft.hand);
      const cf = card.querySelector(".coups-fourres");
      if (cf) {
        cf.hidden = !asked(side, "coups_fourres", draft.hand);
        for (const input of all("input", cf)) input.disabled = Number(input.value) > draft.hand[side].safeties;
      }
      const delayed = card.querySelector(".delayed");
      if (delayed) delayed.hidden = !(side === done && scores("delayed_action"));
      const twoHundreds = card.querySelector(".two-hundreds");
      if (twoHundreds) twoHundreds.hidden = !(side === winner && hand[side].miles >= R.two_hundred);
      const hundreds = card.querySelector(".hundreds");
      if (hundreds) hundreds.hidden = !(side === winner && hand[side].two_hundreds === 0 && hand[side].miles >= R.hundred);
    }
    for (const reason of all("#hand-form .reason")) reason.textContent = "";
    for (const input of all("#hand-form [aria-invalid]")) input.removeAttribute("aria-invalid");
    let result = null;
    let problem = "";
    const typedWrong = SIDES.find((side) => draft.hand[side].typed && draft.hand[side].miles === null);
    if (typedWrong !== undefined) {
      problem = W.page_number_wrong;
      $(`reason-${typedWrong}-miles`).textContent = problem;
      $(`miles-${typedWrong}`).setAttribute("aria-invalid", "true");
    } else {
      try {
        result = checkHand(hand);
      } catch (error) {
        // Who must say their 200s is known only once every distance is.
        if (missing.length && (error.rule === "two_hundreds_missing" || error.rule === "hundreds_missing")) {
          return finishDraft(null, W.page_enter_miles, missing);
        }
        problem = refusalText(error, hand);
        const where = error.side ? $(`reason-${error.side}-${error.fact}`) : null;
        (where && !where.closest("[hidden]") ? where : $("reason-hand")).textContent = problem;
        if (error.side && error.fact === "miles") $(`miles-${error.side}`).setAttribute("aria-invalid", "true");
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
    for (const side of SIDES) {
      const facts = draft.hand[side];
      $(`miles-${side}`).value = facts.miles === null ? "" : fmt(facts.miles);
      for (const input of all(`#hand-form input[data-side="${side}"][data-fact]`)) {
        const fact = input.dataset.fact;
        if (input.type === "checkbox") input.checked = Boolean(facts[fact]);
        else input.checked = facts[fact] !== null && facts[fact] !== undefined && String(facts[fact]) === input.value;
      }
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
      button.setAttribute("aria-label", fill(label, { step: fmt(R.mile_step), name: name(button.dataset.side) }));
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
    if (event.target.classList.contains("miles-input")) {
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
