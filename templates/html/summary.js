// The phone score sheet's words for a match (bornes sheet --html): numbers as the language writes
// them, the catalog's sentences filled, and a match's result told as `bornes score --summary` tells
// it (generator/report/share.py and the report's result, generator/report/match_report.py).
//
// Every sentence is a catalog message from the data block (page_data.py's `words`), the same message
// the summary and the report print, so the page and the command never word a result two ways. The
// text the page shares is the summary of the log it exports: under node (module.exports),
// tests/sheets/test_rules_js.py holds it to `bornes score --summary` on random matches.
"use strict";

/** The words of a match for one data block and its rules engine (bornesRules). */
function bornesSummary(data, engine) {
  const W = data.words;
  const R = data.rules;
  const GAMES = R.match_kind === "games";
  const FSI = "\u2068";
  const PDI = "\u2069";

  /** A whole number as the language writes it: 1,000 in English, 1 000 in French (numbers.format_number). */
  function fmt(value) {
    const digits = String(Math.abs(value));
    let out = "";
    for (let i = 0; i < digits.length; i += 1) {
      if (i > 0 && (digits.length - i) % 3 === 0) out += data.separator;
      out += digits[i];
    }
    return (value < 0 ? "-" : "") + out;
  }

  /** A catalog sentence with its {placeholders} filled. */
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  }

  /** A counted noun from the catalog's forms for 0, 1 and more (i18n.counted); `shown` the count as printed. */
  function counted(forms, count, shown = fmt(count)) {
    return fill(forms[Math.min(count, 2)], { count: shown });
  }

  function count(key, value) {
    return counted(W.counts[key], value);
  }

  /** Whether a name holds a right-to-left letter (bidi.has_right_to_left, from Python's Unicode data). */
  function rightToLeft(text) {
    for (const char of text) {
      const code = char.codePointAt(0);
      if (data.right_to_left.some(([first, last]) => code >= first && code <= last)) return true;
    }
    return false;
  }

  /** A name as one unit in a sentence, between FSI and PDI where it reads right to left (bidi.isolate). */
  function isolate(name) {
    return rightToLeft(name) && !name.startsWith(FSI) ? `${FSI}${name}${PDI}` : name;
  }

  /** Items joined as the language writes a list: "Maya and Théo"; « Maya et Théo » (i18n.join_list). */
  function joinList(items) {
    const [two, start, middle, last] = W.list;
    if (items.length <= 1) return items.join("");
    if (items.length === 2) return fill(two, { first: items[0], second: items[1] });
    let text = fill(start, { first: items[0], second: items[1] });
    for (const item of items.slice(2, -1)) text = fill(middle, { first: text, second: item });
    return fill(last, { first: text, second: items[items.length - 1] });
  }

  /** Phrases in a sentence: "A", "A and B", "A, B and C" (content.join_phrases). */
  function joinPhrases(parts) {
    if (parts.length <= 1) return parts.join("");
    return `${parts.slice(0, -1).join(", ")}${W.and}${parts[parts.length - 1]}`;
  }

  /** A day in full: "November 27, 2026", « 27 novembre 2026 » (dates.long_date). */
  function longDate(day) {
    const [year, month, date] = day.split("-").map(Number);
    return fill(W.date_long, { day: date, month: W[`month_${month}`], year });
  }

  /** Points, or games won, counted: "5,475 points", "3 games won" (content.total_of). */
  function totalOf(value) {
    return count(GAMES ? "games_won" : "points", value);
  }

  /** Sides from the highest total down, the log's order among equals (match_story.ranked). */
  function ranked(totals, order) {
    return order.slice().sort((a, b) => totals[b] - totals[a] || order.indexOf(a) - order.indexOf(b));
  }

  /** The points to reach, or null for a set number of hands or a series (match.Match.match_target). */
  function matchTarget(match) {
    if (engine.handsToPlay(match.end) !== null || GAMES) return null;
    return match.end.target || R.target;
  }

  /** The result line and why: the winner and total, the reason; or who leads and what is due
   * (match_report._result). */
  function result(match, played) {
    const names = Object.fromEntries(match.sides.map((side) => [side.id, side.name]));
    const order = match.sides.map((side) => side.id);
    const hands = played.hands.length;
    const outcome = played.outcome;
    const totals = played.totals;
    const target = matchTarget(match);
    const unit = GAMES ? "games" : "hands";
    if (outcome.finished && outcome.winner !== null) {
      const winner = outcome.winner;
      const line = fill(W.winner, { name: isolate(names[winner]), total: totalOf(totals[winner]) });
      const hand = fmt(outcome.after || hands);
      const targetText = target !== null ? fmt(target) : "";
      let why;
      if (outcome.reason === "reached_target") why = fill(W.why_reached_target, { target: targetText, hand });
      else if (outcome.reason === "higher_total") {
        const first = firstPast(played, target);
        if (first < hands) why = fill(W.why_past_level, { target: targetText, first: fmt(first), hand });
        else {
          const passed = order.filter((side) => totals[side] >= target).length;
          const sides = data.per_side > 1 ? W.sides_teams : W.sides_players;
          why = fill(W.why_higher_total, { count: fmt(passed), sides, target: targetText, hand });
        }
      } else if (outcome.reason === "fixed_hands") {
        const agreed = engine.handsToPlay(match.end) || hands;
        if (hands > agreed) why = fill(GAMES ? W.why_deciding_games : W.why_deciding_hands, { agreed: count(unit, agreed), hand });
        else if (agreed === 1) why = GAMES ? W.why_fixed_games_one : W.why_fixed_hands_one;
        else why = fill(GAMES ? W.why_fixed_games : W.why_fixed_hands, { hands: count(unit, agreed) });
      } else why = fill(W.why_first_to, { games: count("games", match.end.first_to), hand });
      return [line, [why]];
    }
    if (outcome.finished && outcome.reason === "shared") {
      const level = totalOf(totals[outcome.shared[0]]);
      const tied = joinPhrases(outcome.shared.map((side) => isolate(names[side])));
      return [fill(W.shared, { names: tied, total: level }), [fill(W.why_shared, { hand: fmt(outcome.after || hands) })]];
    }
    if (!hands) return [W.no_hands, []];
    const line = fill(W.in_progress, { hands: count(unit, hands) });
    const top = Math.max(...order.map((side) => totals[side]));
    const leaders = order.filter((side) => totals[side] === top).map((side) => names[side]);
    const total = totalOf(top);
    if (leaders.length === 1) return [line, [fill(W.leader, { name: isolate(leaders[0]), total })]];
    const details = [fill(W.tied_leaders, { names: joinPhrases(leaders.map(isolate)), total })];
    const setHands = engine.handsToPlay(match.end);
    if (setHands !== null && hands >= setHands) {
      details.push(fill(GAMES ? W.deciding_games_due : W.deciding_hands_due, { agreed: count(unit, setHands) }));
    } else if (target !== null && top >= target) details.push(fill(W.deciding_hand_past_target, { target: fmt(target) }));
    return [line, details];
  }

  /** The first hand after which a side had reached the target (match_report._first_past). */
  function firstPast(played, target) {
    const found = played.running.findIndex((running) => Math.max(...Object.values(running)) >= target);
    return found === -1 ? played.running.length : found + 1;
  }

  /** "Best hand: 2,200 points, Ana & Cleo in hand 1."; null without points (match_report.best_hand_sentence). */
  function bestHand(match, played) {
    if (R.scoring === null || !played.hands.length) return null;
    const scored = [];
    played.hands.forEach((result, index) => {
      for (const side of match.sides) scored.push({ side: side.id, name: side.name, points: engine.total(result.lines[side.id]), hand: index + 1 });
    });
    const top = Math.max(...scored.map((entry) => entry.points));
    const best = scored.filter((entry) => entry.points === top && top > 0);
    if (!best.length) return null;
    let held;
    if (best.length > data.limits.listed) {
      const times = new Map();
      for (const entry of best) times.set(entry.name, (times.get(entry.name) || 0) + 1);
      held = [...times.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([name, n]) => fill(W.name_times, { name: isolate(name), times: count("times", n) }));
    } else held = best.map((entry) => fill(W.hl_best_hand_who, { name: isolate(entry.name), hand: fmt(entry.hand) }));
    return fill(W.hl_best_hand, { total: count("points", top), who: joinPhrases(held) });
  }

  /** A few lines to paste in a chat: the match's title and day, the result and why, every side's total,
   * the best hand (share.match_summary, what bornes score --summary prints for the exported log). */
  function summaryText(match, played) {
    let heading = match.title || W.untitled;
    if (match.date) heading = fill(W.share_heading, { title: heading, date: longDate(match.date) });
    const [line, details] = result(match, played);
    const lines = [heading, line, ...details];
    if (played.hands.length) {
      const names = Object.fromEntries(match.sides.map((side) => [side.id, side.name]));
      const order = ranked(played.totals, match.sides.map((side) => side.id));
      lines.push(order.map((side) => fill(W.standing, { name: isolate(names[side]), value: fmt(played.totals[side]) })).join(W.comma));
    }
    const best = bestHand(match, played);
    if (best !== null) lines.push(best);
    return `${lines.join("\n")}\n`;
  }

  return { fmt, fill, counted, count, isolate, joinList, longDate, totalOf, ranked, result, summaryText };
}

if (typeof module !== "undefined") module.exports = bornesSummary;
