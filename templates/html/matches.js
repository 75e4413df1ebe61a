// The phone score sheet's matches (bornes sheet --html): names checked, a stored match checked, the
// actions on a match and their undoing, and the match written as a log.
//
// What the page keeps in the browser's storage is read back as the log reader reads a log
// (generator/matchlog/parse.py, generator/inputs.py): nothing stored is trusted. Every limit comes
// from the data block (page_data.py's `limits`: the log reader's own, Unicode's case folding as
// Python applies it), so a name, a date, a number or a hand the reader would refuse is refused here
// too, and what the page writes is a log `bornes score` reads. A match's actions (a hand saved,
// fixed or deleted, the names changed) each leave what undoes them, kept with the match.
//
// Loaded after rules.js, inlined before sheet.js in one script; under node (module.exports),
// tests/sheets/test_rules_js.py holds it to the log reader and writer.
"use strict";

/** The page's matches for one data block and its rules engine (bornesRules). */
function bornesMatches(data, engine) {
  const R = data.rules;
  const L = data.limits;
  const SIDE_IDS = data.sides.map((side) => side.id);
  const PER_SIDE = data.per_side;
  const END_KEYS = ["target", "fixed_hands", "first_to"];
  const END_MOST = { target: L.target, fixed_hands: L.hands, first_to: L.hands };
  const INT_FACTS = ["miles", "safeties", "coups_fourres", "two_hundreds"];
  const ACTIONS = ["saved", "fixed", "deleted", "renamed"];
  const MATCH_KEYS = ["version", "id", "title", "date", "sides", "end", "hands", "undo", "draft", "changed"];
  const VERSION = 2;

  /** Something stored or typed the log reader would refuse: what, and where (side, field). */
  class Problem extends Error {
    constructor(what, where = {}) {
      super(what);
      this.what = what;
      Object.assign(this, where);
    }
  }

  // ---- Names (generator/inputs.py) --------------------------------------------------------------

  const FOLDED = new Map();
  for (const [first, count, shift, stride] of L.casefold.runs) {
    for (let i = 0; i < count; i += 1) FOLDED.set(first + i * stride, String.fromCodePoint(first + i * stride + shift));
  }
  for (const [code, text] of Object.entries(L.casefold.many)) FOLDED.set(Number(code), text);
  const INVISIBLE = new RegExp(`[${L.invisible.map((category) => `\\p{${category}}`).join("")}]`, "u");

  /** A name in Unicode's full case folding, as Python's str.casefold: names equal so are one name. */
  function fold(text) {
    let out = "";
    for (const char of text) {
      const code = char.codePointAt(0);
      out += FOLDED.has(code) ? FOLDED.get(code) : char;
    }
    return out;
  }

  /** A name as the log reader reads it: Unicode NFC, spaces at its ends trimmed (inputs.normal_name). */
  function normalName(text) {
    return text.normalize("NFC").trim();
  }

  /** A name as typed, as bornes log takes it: Unicode NFC, spaces trimmed and runs of them made one. */
  function cleanName(text) {
    return text.normalize("NFC").trim().split(/\s+/).join(" ");
  }

  /** Why a (clean) name cannot be a side's or a player's (inputs.name_fault): null if it can. */
  function nameFault(name) {
    if (!name) return { kind: "empty" };
    const found = INVISIBLE.exec(name);
    if (found) return { kind: "invisible", code: found[0].codePointAt(0) };
    if ([...name].length > L.name) return { kind: "too_long", most: L.name };
    return null;
  }

  /** The players a team's name or an answer lists ("Ana & Cleo", "Ana, Cleo"): as many distinct valid
   * names as sit on a side; null when it does not list them (inputs.team_players). */
  function teamPlayers(text, perSide = PER_SIDE) {
    const parts = text.replace(/&/g, ",").split(",").map(cleanName);
    if (perSide < 2 || parts.length !== perSide || parts.some((part) => nameFault(part) !== null)) return null;
    if (new Set(parts.map(fold)).size !== parts.length) return null;
    return parts;
  }

  /** The first problem of the sides' names and players, as the log reader checks [sides] (parse._sides,
   * _side, _check_players, rules.match.on_two_sides); null when there is none. Each side {id, name,
   * players}. A season counts a team that names no players as one player under its name, so that
   * name is a person who has one side too ("Ana" beside "Ana & Cleo"). */
  function sidesProblem(sides) {
    const names = [];
    const players = [];
    for (const [index, side] of sides.entries()) {
      const fault = nameFault(side.name);
      if (fault !== null) return new Problem("name", { index, field: "name", fault });
      if (names.includes(fold(side.name))) return new Problem("name_taken", { index, field: "name" });
      names.push(fold(side.name));
      if (!side.players.length) {
        if (players.includes(fold(side.name))) {
          return new Problem("team_is_player", { index, field: "name", name: side.name });
        }
        players.push(fold(side.name));
        continue;
      }
      if (side.players.length !== PER_SIDE || side.players.length > L.side_players) {
        return new Problem("players_count", { index, field: "players" });
      }
      const own = [];
      for (const player of side.players) {
        const playerFault = nameFault(player);
        if (playerFault !== null) return new Problem("name", { index, field: "players", fault: playerFault });
        if (own.includes(fold(player))) return new Problem("players_count", { index, field: "players" });
        if (players.includes(fold(player))) return new Problem("player_taken", { index, field: "players", name: player });
        own.push(fold(player));
      }
      players.push(...own);
    }
    return null;
  }

  // ---- A day and a title --------------------------------------------------------------------

  /** Whether a stored or typed day is one a log holds: YYYY-MM-DD, a real day, its year in Python's range. */
  function dayFits(text) {
    const found = typeof text === "string" ? /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text) : null;
    if (!found) return false;
    const [year, month, day] = found.slice(1).map(Number);
    if (year < L.years[0] || year > L.years[1] || month < 1 || month > 12 || day < 1) return false;
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  }

  function titleFits(text) {
    return typeof text === "string" && [...text].length <= L.title;
  }

  /** The first problem of how a match ends (parse._match_end), or null. */
  function endProblem(end) {
    if (!isObject(end)) return new Problem("end");
    for (const [key, value] of Object.entries(end)) {
      if (!END_KEYS.includes(key) || !Number.isSafeInteger(value) || value < 1 || value > END_MOST[key]) {
        return new Problem("end", { field: key });
      }
    }
    if (end.target !== undefined && end.fixed_hands !== undefined) return new Problem("end");
    if (R.match_kind === "games" && end.target !== undefined) return new Problem("end");
    if (R.match_kind === "points" && end.first_to !== undefined) return new Problem("end");
    return null;
  }

  // ---- A stored match (generator/matchlog/parse.py) ---------------------------------------------

  function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
  }

  function onlyKeys(value, keys) {
    return isObject(value) && Object.keys(value).every((key) => keys.includes(key));
  }

  /** One side's facts as stored, checked as parse.side_facts checks a log's: every fact of a hand. */
  function facts(stored) {
    if (!onlyKeys(stored, data.log.side_keys) || stored.miles === undefined || stored.miles === null) throw new Problem("facts");
    const out = { ...data.unasked };
    for (const key of data.log.side_keys) {
      const value = stored[key];
      if (value === undefined || value === null) continue; // as a log leaves a fact out: its default
      const ok = INT_FACTS.includes(key) ? Number.isSafeInteger(value) : typeof value === "boolean";
      if (!ok) throw new Problem("facts", { field: key });
      out[key] = value;
    }
    return out;
  }

  /** A hand as stored: each of the page's sides, and no other, with its facts. */
  function hand(stored) {
    if (!isObject(stored) || Object.keys(stored).length !== SIDE_IDS.length) throw new Problem("hand");
    const out = {};
    for (const side of SIDE_IDS) {
      if (!(side in stored)) throw new Problem("hand");
      out[side] = facts(stored[side]);
    }
    return out;
  }

  /** The sides as stored: the page's own ids, in its order, each named as the log reader allows. */
  function sides(stored) {
    if (!Array.isArray(stored) || stored.length !== SIDE_IDS.length) throw new Problem("sides");
    const out = stored.map((side, index) => {
      if (!onlyKeys(side, ["id", "name", "players"]) || side.id !== SIDE_IDS[index]) throw new Problem("sides");
      const players = side.players === undefined ? [] : side.players;
      if (typeof side.name !== "string" || !Array.isArray(players) || players.some((p) => typeof p !== "string")) {
        throw new Problem("sides");
      }
      // Each name as the log reader takes it: Unicode NFC, spaces at its ends trimmed (inputs.normal_name).
      return { id: side.id, name: normalName(side.name), players: players.map(normalName) };
    });
    const problem = sidesProblem(out);
    if (problem !== null) throw problem;
    return out;
  }

  /** An action's undoing as stored: what it needs, and nothing the match could not hold. */
  function undoEntry(stored, count) {
    if (!isObject(stored) || !ACTIONS.includes(stored.action)) throw new Problem("undo");
    if (stored.action === "renamed") {
      if (!onlyKeys(stored, ["action", "sides"])) throw new Problem("undo");
      return { action: "renamed", sides: sides(stored.sides) };
    }
    const keys = stored.action === "saved" ? ["action", "number"] : ["action", "number", "hand"];
    if (!onlyKeys(stored, keys) || !Number.isSafeInteger(stored.number) || stored.number < 1 || stored.number > count + 1) {
      throw new Problem("undo");
    }
    return stored.action === "saved" ? { action: "saved", number: stored.number } : { action: stored.action, number: stored.number, hand: hand(stored.hand) };
  }

  /** The match a stored value holds, every part checked as the log reader checks a log, the hands
   * played by the rules engine; a Problem (or the engine's Refusal) for the first thing wrong. */
  function checkStored(stored) {
    if (!onlyKeys(stored, MATCH_KEYS) || stored.version !== VERSION) throw new Problem("match");
    if (typeof stored.id !== "string" || !/^[a-z0-9]{1,32}$/.test(stored.id)) throw new Problem("match", { field: "id" });
    if (!titleFits(stored.title)) throw new Problem("title");
    if (!dayFits(stored.date)) throw new Problem("date");
    const endProblemFound = endProblem(stored.end);
    if (endProblemFound !== null) throw endProblemFound;
    if (!Array.isArray(stored.hands) || stored.hands.length > L.hands) throw new Problem("hands");
    const match = {
      version: VERSION,
      id: stored.id,
      title: stored.title,
      date: stored.date,
      sides: sides(stored.sides),
      end: { ...stored.end },
      hands: stored.hands.map(hand),
      undo: [],
      draft: null,
      changed: Number.isSafeInteger(stored.changed) && stored.changed >= 0 ? stored.changed : 0,
    };
    engine.play(match); // a hand that breaks a rule, or one after the match was won
    if (!Array.isArray(stored.undo) || stored.undo.length > L.undo) throw new Problem("undo");
    match.undo = stored.undo.map((entry) => undoEntry(entry, match.hands.length));
    match.draft = draftOf(stored.draft, match.hands.length);
    return match;
  }

  /** A hand half entered, as stored: its number and what each box held (the page knows its boxes). */
  function draftOf(stored, count) {
    if (stored === null || stored === undefined) return null;
    if (!onlyKeys(stored, ["number", "boxes"]) || !Number.isSafeInteger(stored.number) || stored.number < 1 || stored.number > count + 1) {
      throw new Problem("draft");
    }
    if (!isObject(stored.boxes)) throw new Problem("draft");
    const boxes = {};
    for (const [box, value] of Object.entries(stored.boxes)) {
      if (!/^[a-z_]+-[a-z]$/.test(box) || typeof value !== "string" || value.length > 2 * L.digits + 2) throw new Problem("draft");
      boxes[box] = value;
    }
    return { number: stored.number, boxes };
  }

  /** A match from an earlier page's storage (one match per edition and setup, no id, no undo). */
  function fromLegacy(stored, id) {
    if (!isObject(stored) || stored.version !== 1) throw new Problem("match");
    const { version, ...rest } = stored;
    return checkStored({ ...rest, version: VERSION, id, sides: Array.isArray(stored.sides) ? stored.sides.map((s) => (isObject(s) ? { ...s, players: [] } : s)) : stored.sides, undo: [], draft: null, changed: 0 });
  }

  // ---- Actions, each with its undoing -----------------------------------------------------------

  function remember(match, entry) {
    return [...match.undo, entry].slice(-L.undo);
  }

  /** The match with hand `number` (from 1) saved: a new hand after the last, or a hand fixed. Throws the
   * engine's Refusal where the match would break a rule (a fix that ends it before a later hand). */
  function withHand(match, number, facts) {
    const hands = match.hands.slice();
    const fixing = number <= hands.length;
    const entry = fixing ? { action: "fixed", number, hand: hands[number - 1] } : { action: "saved", number };
    hands[number - 1] = facts;
    engine.play({ ...match, hands });
    return { ...match, hands, undo: remember(match, entry), draft: null };
  }

  /** The match without hand `number`; throws the engine's Refusal where the hands after it would then
   * come after the match was won. */
  function withoutHand(match, number) {
    const hands = match.hands.filter((_, index) => index !== number - 1);
    engine.play({ ...match, hands });
    return { ...match, hands, undo: remember(match, { action: "deleted", number, hand: match.hands[number - 1] }), draft: null };
  }

  /** The match with its sides renamed (names and players); throws a Problem the log reader would raise. */
  function renamed(match, newSides) {
    const problem = sidesProblem(newSides);
    if (problem !== null) throw problem;
    return { ...match, sides: newSides, undo: remember(match, { action: "renamed", sides: match.sides }) };
  }

  /** The match as it was before its last action, and that action; null when there is none to undo. */
  function undone(match) {
    const entry = match.undo[match.undo.length - 1];
    if (entry === undefined) return null;
    const back = { ...match, undo: match.undo.slice(0, -1), draft: null };
    const hands = match.hands.slice();
    if (entry.action === "renamed") back.sides = entry.sides;
    else if (entry.action === "saved") back.hands = hands.filter((_, index) => index !== entry.number - 1);
    else if (entry.action === "fixed") back.hands = hands.map((old, index) => (index === entry.number - 1 ? entry.hand : old));
    else back.hands = [...hands.slice(0, entry.number - 1), entry.hand, ...hands.slice(entry.number - 1)];
    engine.play(back);
    return [back, entry];
  }

  /** A new match of the same sides, names, players, title and end, with no hand: a rematch. */
  function rematch(match, id, date) {
    const sidesCopy = match.sides.map((side) => ({ ...side, players: [...side.players] }));
    return { version: VERSION, id, title: match.title, date, sides: sidesCopy, end: { ...match.end }, hands: [], undo: [], draft: null, changed: 0 };
  }

  // ---- The log (generator/matchlog/write.py) ---------------------------------------------------

  const ESCAPES = { '"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r" };

  /** A TOML basic string: quotes, backslashes and control characters escaped (write.toml_string). */
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

  /** A checked value as TOML writes it: a string quoted, a whole number, true or false. */
  function tomlValue(value) {
    if (typeof value === "string") return tomlString(value);
    if (typeof value === "boolean") return value ? "true" : "false";
    if (Number.isSafeInteger(value)) return String(value);
    throw new Problem("value");
  }

  /** One side's facts as an inline table, each fact at its default left out (write.facts_table). */
  function factsTable(sideFacts) {
    const parts = [];
    for (const key of data.log.side_keys) {
      const fact = sideFacts[key] ?? data.unasked[key];
      if (!(key in data.unasked) || fact !== data.unasked[key]) parts.push(`${key} = ${tomlValue(fact)}`);
    }
    return `{ ${parts.join(", ")} }`;
  }

  /** A side under [sides]: its name, or its name and players (write.side_value). */
  function sideValue(side) {
    if (!side.players.length) return tomlString(side.name);
    return `{ name = ${tomlString(side.name)}, players = [${side.players.map(tomlString).join(", ")}] }`;
  }

  /** The match's log, as bornes log writes one (write.log_text): every value quoted or checked. */
  function logText(match) {
    if (!dayFits(match.date)) throw new Problem("date");
    const target = match.end.target;
    const given = {
      edition: data.log.edition,
      players: R.setup.players,
      title: match.title || null,
      date: match.date,
      // Where the rules set a number of hands, a log without a target plays them: the target is written.
      target: target && (target !== R.target || R.match_hands !== null) ? target : null,
      fixed_hands: match.end.fixed_hands || null,
      first_to: match.end.first_to || null,
      rules: data.log.rules,
    };
    const lines = [];
    for (const key of data.log.value_keys) {
      const entry = given[key];
      if (entry === null || entry === undefined) continue;
      lines.push(`${key} = ${key === "date" ? entry : tomlValue(entry)}`); // the day checked above: a TOML date
    }
    lines.push("", "[sides]");
    for (const [index, side] of match.sides.entries()) lines.push(`${SIDE_IDS[index]} = ${sideValue(side)}`);
    let text = `${lines.join("\n")}\n`;
    for (const played of match.hands) {
      text += `\n[[hands]]\n${SIDE_IDS.map((side) => `${side} = ${factsTable(played[side])}`).join("\n")}\n`;
    }
    return text;
  }

  return {
    VERSION,
    Problem,
    fold,
    cleanName,
    nameFault,
    teamPlayers,
    sidesProblem,
    dayFits,
    titleFits,
    endProblem,
    checkStored,
    fromLegacy,
    withHand,
    withoutHand,
    renamed,
    undone,
    rematch,
    logText,
  };
}

if (typeof module !== "undefined") module.exports = bornesMatches;
