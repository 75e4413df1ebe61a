"""A case: each seed's photos keep to the conditions it claims, or break the one it names, and the
same seed gives the same bytes."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.scan.simulator.camera import scale_range
from tests.scan.simulator.case import (
    MAX_TILT,
    SMALL_LEAST_SCALE,
    SMALL_SCALE,
    WITHIN_SCALE,
    Outside,
    kind_of,
    make,
    markers_in_view,
    plan,
)
from tests.scan.simulator.sheets import printed

pytestmark = pytest.mark.slow  # sheets printed and photos made: seconds


def test_of_every_25_seeds_three_are_outside_the_conditions_and_eight_under_a_hard_shadow() -> None:
    kinds = [kind_of(seed) for seed in range(1_000, 1_000 + 25 * 12)]
    outside = Counter(k for k, _ in kinds if k is not None)
    assert sum(outside.values()) == 36
    assert set(outside) == set(Outside)
    assert min(outside.values()) == 6
    assert sum(shadow == "hard" for k, shadow in kinds if k is None) >= 8 * 12


# 1,000,422: a page too small in the photo, drawn steeply tilted (its near edge too large at 30°);
# 1,000,247: a page not flat, framed again smaller than the conditions; 1,000,272: a page too small
# at 1.7 px/mm, its markers' cells run together.
@pytest.mark.parametrize("seed", [*range(3_000, 3_050), 1_000_422, 1_000_247, 1_000_272])
def test_a_plan_keeps_to_the_conditions_it_claims_or_breaks_the_one_it_names(seed: int) -> None:
    the_plan = plan(seed)
    pages = printed(the_plan.sheet).map.pages
    for shot in the_plan.shots:
        scene = shot.scene
        camera, placed = scene.camera, scene.pages[0]
        low, high = scale_range(camera, placed)
        low *= scene.optics.resend_scale
        high *= scene.optics.resend_scale
        in_view = markers_in_view(scene, pages[shot.page - 1]) if shot.page else ()
        if the_plan.outside is None:
            assert camera.tilt <= MAX_TILT
            assert low >= WITHIN_SCALE
            assert len(in_view) >= 3
            assert placed.shape.kind in ("flat", "curl", "corner")
            assert placed.shape.amount <= 6
            assert min(camera.size) * scene.optics.resend_scale >= 1200 - 1
            assert max(camera.size) <= 4000
        elif the_plan.outside is Outside.SMALL:
            assert SMALL_LEAST_SCALE <= low <= high <= SMALL_SCALE
        elif the_plan.outside is Outside.MARKERS:
            assert len(in_view) <= 2
            assert low >= WITHIN_SCALE
        elif the_plan.outside is Outside.TWO_SHEETS:
            assert len(scene.pages) == 2
            assert min(scale_range(camera, p)[0] for p in scene.pages) >= WITHIN_SCALE
        elif the_plan.outside is Outside.NOT_FLAT:
            assert placed.shape.kind in ("fold", "curl")
            assert placed.shape.amount >= 25
            assert low >= WITHIN_SCALE
        else:
            assert shot.other is not None


@pytest.mark.parametrize("seed", [7, 22, 48])
def test_the_same_seed_gives_the_same_photos_and_truth(seed: int) -> None:
    first, again = make(seed), make(seed)
    assert [p.data for p in first.photos] == [p.data for p in again.photos]
    assert json.dumps(first.truth, default=str) == json.dumps(again.truth, default=str)


def test_a_case_truth_lists_every_row_of_its_pages_and_every_fact_of_its_hands() -> None:
    case = make(3)
    pages = printed(case.plan.sheet).map.pages
    assert case.truth["within"]
    assert case.truth["hands"] == len(case.plan.match.hands)
    for photo in case.photos:
        truth = json.loads(json.dumps(photo.truth, default=str))
        page = pages[truth["page"] - 1]
        assert [(r["hand"], r["side"], r["fact"]) for r in truth["rows"]] == [
            (r.hand, r.side, r.fact) for r in page.rows
        ]
        assert len(truth["markers_in_view"]) >= 3
    keys = [(f["hand"], f["side"], f["fact"]) for f in case.truth["facts"]]
    assert len(keys) == len(set(keys))
    for fact in case.truth["facts"]:
        assert fact["hand"] <= case.truth["hands"]
        assert fact["clean"] == (set(fact["kinds"]) <= {"fill"} and fact["clean"])
