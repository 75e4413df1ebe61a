// What the phone sheet's matches and words (templates/html/matches.js, summary.js) answer under plain
// node, for tests/sheets/test_matches_js.py:
//
//   node matches_driver.js path/to/templates/html < cases.json > answers.json
//
// cases.json: a list, one case per page, each
//   {"data": the page's data block, "stored": [value...], "names": [[side...]...],
//    "actions": [{"match": stored match, "script": [action...]}...]}
// answers.json: for each case
//   {"stored": [...], "names": [...], "actions": [...]}
// with, for each stored value, {ok: true, log, summary} (the log the page exports, the result it shares)
// or {ok: false, what}; for each list of sides, the first problem of their names (null: none); for
// each script of actions (["save", number, hand], ["delete", number], ["rename", sides], ["undo"],
// ["rematch"]), the match after each action, as stored and read back, or what refused it.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const folder = process.argv[2];
const bornesRules = require(path.join(folder, "rules.js"));
const bornesMatches = require(path.join(folder, "matches.js"));
const bornesSummary = require(path.join(folder, "summary.js"));

function refused(error) {
  return { ok: false, what: error.what || error.rule || String(error) };
}

function stored(matches, words, engine, value) {
  try {
    const match = matches.checkStored(value);
    return { ok: true, log: matches.logText(match), summary: words.summaryText(match, engine.play(match)) };
  } catch (error) {
    if (!(error instanceof matches.Problem || error instanceof engine.Refusal)) throw error;
    return refused(error);
  }
}

/** The match after each action, read back from its stored JSON (a reload), or why it was refused. */
function act(matches, start, script) {
  let match = matches.checkStored(start);
  const after = [];
  for (const [action, ...args] of script) {
    try {
      if (action === "save") match = matches.withHand(match, args[0], args[1]);
      else if (action === "delete") match = matches.withoutHand(match, args[0]);
      else if (action === "rename") match = matches.renamed(match, args[0]);
      else if (action === "rematch") match = matches.rematch(match, "rematch1", match.date);
      else if (action === "undo") {
        const back = matches.undone(match);
        match = back === null ? match : back[0];
      } else throw new Error(`unknown action ${action}`);
      match = matches.checkStored(JSON.parse(JSON.stringify(match)));
      after.push({ ok: true, sides: match.sides, hands: match.hands, undo: match.undo.length });
    } catch (error) {
      after.push(refused(error));
    }
  }
  return after;
}

function answer(item) {
  const engine = bornesRules(item.data);
  const matches = bornesMatches(item.data, engine);
  const words = bornesSummary(item.data, engine);
  return {
    stored: (item.stored || []).map((value) => stored(matches, words, engine, value)),
    names: (item.names || []).map((sides) => {
      const problem = matches.sidesProblem(sides);
      return problem === null ? null : problem.what;
    }),
    actions: (item.actions || []).map(({ match, script }) => act(matches, match, script)),
  };
}

const cases = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(cases.map(answer)));
