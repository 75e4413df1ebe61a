// The phone score sheet's rules engine (bornes sheet --html): a hand's questions, checks and points,
// and a match's totals and end, applied to the record of the page's data block.
//
// It mirrors generator/rules/scoring.py and match.py check by check and in the same order, so it
// refuses a hand for the same reason, side and fact; and it interprets the question table
// (generator/rules/questions.py, the page's `questions`) as generator/rules/interview.py does, by the
// rows' fields alone: which side is asked which fact, when, and what a fact not asked holds. Nothing
// here is a value of the rules or names a fact of one edition's rule: every number and every row
// comes from the data block, made from the rules module when the page was built. A line, a rule or a
// field it does not know stops the page rather than guess.
//
// One file, two ways in: inlined into the page before sheet.js (one script, whose hash the page's
// Content-Security-Policy names), which calls bornesRules(DATA); and loaded by node (module.exports),
// where tests/sheets/test_rules_js.py holds it to the scoring module and the interview on thousands
// of random hands and matches of every edition and house rules.
"use strict";

/** The engine for one page's data block: `rules` (page_data.rules_record), `questions`
 * (questions.table_record), `unasked` (each fact's value where no question asks it: SideFacts'
 * defaults; the distance has none, every hand says it) and the words. */
function bornesRules(data) {
  const R = data.rules;
  const ROWS = data.questions;
  const UNASKED = data.unasked;
  const ASKED = new Set(ROWS.map((row) => row.fact)); // the facts some row asks, in this edition and setup

  /** A hand's facts break a rule: which, for which side and fact, with the numbers (scoring.FactError). */
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
    return new UnknownRule(data.words.page_rules_unknown.replace("{rule}", `${what} ${name}`));
  }

  // ---- A hand (generator/rules/scoring.py) ---------------------------------------------------

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

  /** The most the card that ends a hand takes the side toward the trip, of the cards it laid: the longest
   * distance (a 100 when it laid no 200), or where safeties count a safety's or a coup fourré's points (scoring.last_card). */
  function lastCard(f) {
    let most = f.two_hundreds === 0 ? R.hundred : R.longest_card;
    if (R.trip_counts_safeties && R.scoring !== null) {
      if (f.safeties > f.coups_fourres) most = Math.max(most, safetyPoints({ safeties: 1, coups_fourres: 0 }));
      if (f.coups_fourres > 0) most = Math.max(most, safetyPoints({ safeties: 1, coups_fourres: 1 }));
    }
    return most;
  }

  /** The most the side can have gone when the hand ends: the trip, or its last card past the step below it (scoring.furthest). */
  function furthest(length, f) {
    if (R.exact_finish) return length;
    return length - R.mile_step + lastCard(f);
  }

  /** One side's facts on their own (scoring.check_side). */
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
      const went = progress(f);
      const most = furthest(length, { ...f, two_hundreds: null });
      const values = { miles: f.miles, most, trip: length, safety_points: went - f.miles };
      if (went > most) throw new Refusal("miles_past_most", side, "miles", values);
      const without = furthest(length, f);
      if (went > without) throw new Refusal("past_most_without_200", side, "two_hundreds", { ...values, most: without });
    }
    if (f.delayed && !R.draw_pile_runs_out) throw new Refusal("delayed_pile_never_empty", side, "delayed");
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

  // ---- A match (generator/rules/match.py) -----------------------------------------------------

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

  // ---- The questions (generator/rules/questions.py, interview.py) ------------------------------
  // A hand being entered holds every fact of every side: a fact not yet answered is null (a distance
  // not typed, the 200s not chosen), every other at its row's first answer or, where no row asks
  // it, at its unasked value.

  /** A side's facts before any answer: each row's first answer (none where the scoring needs it said:
   * the page makes the player choose), each fact no row asks at its unasked value. */
  function blank() {
    const facts = { ...UNASKED };
    for (const row of ROWS) facts[row.fact] = row.required ? null : row.first;
    return facts;
  }

  /** What a condition measures on one side's facts; null while a fact it needs is not answered
   * (interview.Interview._measure). */
  function measure(f, name) {
    if (name === "progress") {
      const needs = R.trip_counts_safeties ? ["miles", "safeties", "coups_fourres"] : ["miles"];
      return needs.some((fact) => f[fact] == null) ? null : progress(f);
    }
    if (!ASKED.has(name) && !Object.prototype.hasOwnProperty.call(UNASKED, name)) throw unknown("measure", name);
    return f[name] == null ? null : Number(f[name]);
  }

  /** Whether the condition [measure, compare, bound] holds on the side's facts; null until they tell
   * (questions.Condition.holds). */
  function holds([name, compare, bound], f) {
    const measured = measure(f, name);
    if (measured === null) return null;
    switch (compare) {
      case "at_least":
        return measured >= bound;
      case "above":
        return measured > bound;
      case "equals":
        return measured === bound;
      case "below":
        return measured < bound;
      default:
        throw unknown("compare", compare);
    }
  }

  /** Every side's facts once each side's own questions are answered; null before (interview._base_hand). */
  function baseHand(hand) {
    for (const side of Object.keys(hand)) {
      for (const row of ROWS) {
        if (row.stage === "own" && hand[side][row.fact] == null && asked(hand, side, row) !== false) return null;
      }
    }
    return hand;
  }

  /** The side a row is asked of, when it is one side (the trip's completer, the hand's winner). */
  function whom(base, name) {
    const length = tripLength(base);
    switch (name) {
      case "completer":
        return completer(base, length);
      case "winner":
        return handWinner(base, length);
      default:
        throw unknown("whom", name);
    }
  }

  /** Whether `side` is asked the row's fact given the hand so far: true, false, or null until the
   * answers tell (interview.Interview.asked). The row's conditions on the side's own answers, then,
   * for a row asked alone, whether another side answered yes (unless `alone` is false), then whom it
   * is asked of. */
  function asked(hand, side, row, alone = true) {
    for (const condition of row.only_if) {
      const held = holds(condition, hand[side]);
      if (held !== true) return held;
    }
    if (alone && row.alone && Object.keys(hand).some((other) => other !== side && hand[other][row.fact])) return false;
    if (row.whom === "each_side") return true;
    const base = baseHand(hand);
    return base === null ? null : whom(base, row.whom) === side;
  }

  /** Whether the row's answer can only be its harmless value: no 200 fits under 200 miles. */
  function noneFit(hand, side, row) {
    return row.none_fit !== null && holds(row.none_fit, hand[side]) === true;
  }

  /** The hand with every answer to a question no longer asked at its unasked value (the 200s of a side
   * that no longer wins), and every answer nothing can change given (interview._pruned, _settled).
   * A page takes answers in any order, so first what no longer applies whatever the other sides
   * said (the yes of a side that no longer reaches the trip), which must stop no other side from
   * being asked alone; then all of it, in the interview's order. */
  function settle(hand) {
    const out = {};
    for (const side of Object.keys(hand)) {
      out[side] = { ...hand[side] };
      for (const fact of Object.keys(UNASKED)) if (!ASKED.has(fact)) out[side][fact] = UNASKED[fact];
    }
    prune(out, false);
    prune(out, true);
    return out;
  }

  /** Settle the hand in place, again until nothing changes: an answer forgotten can change who is
   * asked another. */
  function prune(hand, alone) {
    for (let changed = true; changed; ) {
      changed = false;
      for (const side of Object.keys(hand)) {
        for (const row of ROWS) {
          const now = hand[side][row.fact];
          const ask = asked(hand, side, row, alone);
          let wanted = now;
          if (ask === false) wanted = row.unasked;
          else if (ask === true && noneFit(hand, side, row)) wanted = row.harmless;
          if (wanted !== now) {
            hand[side][row.fact] = wanted;
            changed = true;
          }
        }
      }
    }
  }

  /** Whether the page shows the row to `side` in the settled hand: asked, and more than one answer fits. */
  function shown(hand, side, row) {
    return asked(hand, side, row) === true && !noneFit(hand, side, row);
  }

  /** The hand as a log holds it: each fact not answered at its unasked value (a distance not typed:
   * 0; the 200s not chosen stay unsaid, for the scoring to ask), then settled, as bornes log writes
   * it (interview.Interview.hand). */
  function settled(hand) {
    const filled = {};
    for (const side of Object.keys(hand)) {
      filled[side] = { ...hand[side] };
      for (const row of ROWS) filled[side][row.fact] ??= row.unasked;
    }
    return settle(filled);
  }

  return {
    rules: R,
    rows: ROWS,
    Refusal,
    UnknownRule,
    reached,
    checkHand,
    total,
    handsToPlay,
    outcome,
    play,
    blank,
    measure,
    asked,
    settle,
    shown,
    settled,
  };
}

if (typeof module !== "undefined") module.exports = bornesRules;
