// What the phone sheet's rules engine (templates/html/rules.js) answers under plain node, for
// tests/sheets/test_rules_js.py:
//
//   node rules_driver.js path/to/rules.js < cases.json > answers.json
//
// cases.json: a list, one case per edition (or house rules) and setup, each
//   {"data": the page's data block, "hands": [hand...], "matches": [match...], "truths": [hand...],
//    "drafts": [hand...] (optional)}
// answers.json: for each case
//   {"hands": [...], "matches": [...], "entered": [...], "drafts": [...]}
// with, for each hand, checkHand's lines or its refusal; for each match, play's running totals and
// outcome or the hand it refuses; for each truth (a valid hand), what the page saves and asks when a
// player answers its questions truly: every box shown set to the hand's fact, until none changes;
// for each draft (the boxes as a player left them), what the page saves and asks.
"use strict";
const fs = require("node:fs");
const bornesRules = require(process.argv[2]);

function refusal(rules, error) {
  if (!(error instanceof rules.Refusal)) return { thrown: String(error) };
  if (error.rule === "match_over") return { hand: error.hand, rule: error.rule, after: error.values.after };
  const found = { rule: error.rule, side: error.side, fact: error.fact };
  return error.hand === undefined ? { ok: false, ...found } : { hand: error.hand, ...found };
}

function check(rules, hand) {
  try {
    const r = rules.checkHand(hand);
    return { ok: true, length: r.length, completed: r.completed, winner: r.winner, lines: r.lines };
  } catch (error) {
    return refusal(rules, error);
  }
}

function play(rules, match) {
  try {
    const r = rules.play(match);
    return { running: r.running, outcome: r.outcome };
  } catch (error) {
    return refusal(rules, error);
  }
}

/** What the page makes of a draft: the hand it saves, the boxes it shows, whom it asks what. */
function page(rules, draft) {
  const asking = rules.settle(draft);
  const shown = [];
  const asked = [];
  for (const side of Object.keys(draft)) {
    for (const row of rules.rows) {
      if (rules.shown(asking, side, row)) shown.push([side, row.fact]);
      asked.push([side, row.fact, rules.asked(asking, side, row)]);
    }
  }
  return { hand: rules.settled(draft), shown, asked };
}

/** The hand entered as a player answers truly: each box the page shows takes the hand's fact. */
function enter(rules, truth) {
  const sides = Object.keys(truth);
  const draft = Object.fromEntries(sides.map((side) => [side, rules.blank()]));
  let asking = rules.settle(draft);
  for (let changed = true; changed; asking = rules.settle(draft)) {
    changed = false;
    for (const side of sides) {
      for (const row of rules.rows) {
        if (rules.shown(asking, side, row) && draft[side][row.fact] !== truth[side][row.fact]) {
          draft[side][row.fact] = truth[side][row.fact];
          changed = true;
        }
      }
    }
  }
  return page(rules, draft);
}

function answer(item) {
  let rules;
  try {
    rules = bornesRules(item.data);
    return {
      hands: item.hands.map((hand) => check(rules, hand)),
      matches: item.matches.map((match) => play(rules, match)),
      entered: item.truths.map((truth) => enter(rules, truth)),
      drafts: (item.drafts || []).map((draft) => page(rules, draft)),
    };
  } catch (error) {
    return { thrown: String(error) };
  }
}

const cases = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(cases.map(answer)));
