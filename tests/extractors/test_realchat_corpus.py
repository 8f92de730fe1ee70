"""Precision and recall of the rule-based extractor on real-chat text, per layer.

Fifty-two sets, all in `tests/extractors/`, each written from its own list of situations,
committed before it was first run, and never edited to fit the patterns:

- `realchat_corpus.py` (310 user turns): written before any pattern changed; the patterns
  were then developed while reading its misses (the development score).
- `realchat_holdout.py` … `realchat_holdout5.py`: each measured once when it was new, then
  read for classes of misses (so now development data too). First measurements, precision /
  recall: 0.900 / 0.720, 0.889 / 0.400, 0.880 / 0.533, 0.917 / 0.524, 0.781 / 0.532.
- `realchat_holdout6.py` (70 user turns): written after a pattern change and first measured
  at 0.909 / 0.512; its misses have since been read for classes too (development data).
- `realchat_holdout7.py`: first measured on main before any tuning of its own at precision
  0.857 (24/28), recall 0.361 (26/72); read for classes since (development data).
- `realchat_holdout8.py`: first measured on main before any tuning of its own at precision
  0.875 (21/24), recall 0.324 (22/68); read for classes since (development data).
- `realchat_holdout9.py`: first measured on main before any tuning of its own at precision
  0.700 (14/20), recall 0.234 (15/64); read for classes since (development data).
- `realchat_holdout10.py`: first measured on main before any tuning of its own at precision
  0.800 (24/30), recall 0.373 (25/67); read for classes since (development data).

- `realchat_holdout11.py` … `realchat_holdout13.py` (238 user turns, 224 labels): written by
  someone who never read the patterns, in the same round as sets 7 to 10. First measured (on
  the extractor before sets 7 to 10 were read) at precision 0.812 (65/80), recall 0.326
  (73/224); 0.807 (92/114), 0.446 (100/224) after sets 7 to 10 were developed on. Read for
  classes since (development data).

- `realchat_holdout20.py` … `realchat_holdout25.py` (536 user turns, 514 labels): written in
  the same way as sets 14 to 19, after them, on other themes (mixed-language messages from
  Latin America, Africa and South Asia; hobbyists; life changes against stored memories;
  role-play, stories, translation and code review; very casual texting; formal writers).
  First measured on main after the first tuning round and before any tuning of their own:
  precision 0.722 (164/227), recall 0.333 (171/514); 0.915 (376/411), 0.778 (400/514)
  after the rounds developed on them. Read for classes since (development data).

- `realchat_holdout26.py` … `realchat_holdout31.py` (532 user turns, 512 labels): written in
  the same way, at the end of the round, on six more themes (parents and carers; young
  adults; non-native English from Asia, the Middle East and Eastern Europe; facts inside
  requests; health, disability and animals; retirees, farmers and tradespeople). First
  measured on main after three tuning rounds and before any tuning of their own: precision
  0.753 (222/295), recall 0.447 (229/512) — the same as sets 14 to 19 at that point (0.772
  / 0.460), a second unseen estimate. Tuned on since (development data): 0.807 (268/332),
  0.543 (278/512) after one round; 0.873 (322/369), 0.656 (336/512) after two.

- `realchat_holdout14.py` … `realchat_holdout19.py` (528 user turns, 507 labels): written by
  six helpers who never read the patterns, the extractor's docs or any other set, each on a
  theme (working life; families, health and languages; plans, preferences and lessons;
  everyday life in one breath; code-switching and short answers; requests with facts in
  passing), labelled by the guide in `docs/domain.md`. First measured on main before any
  tuning at precision 0.752 (170/226), recall 0.347 (176/507); 0.778 (231/297), 0.467
  (237/507) after four tuning rounds on other sets; 0.788 (249/316), 0.505 (256/507) after a
  fifth, the next session; 0.782 (262/335), 0.531 (269/507) after a sixth; 0.779
  (268/344), 0.542 (275/507) after a seventh. In that round one tuner saw a floor test of set 19 fail (its
  figures were printed) and withdrew the change that caused it: a choice made on an unseen
  set, said here so the figure is read with it. Never developed on: no pattern is
  changed after reading their results, and this test prints only their figures. After an
  eighth and a ninth round (one session): 0.785 (274/349), 0.556 (282/507); 0.793
  (276/348), 0.560 (284/507) after the round on sets 48 to 51. In that round a floor test of
  set 19 failed once the branches were merged; the lead located the two job rules behind it
  by set 19's figures alone (no miss was shown), withdrew one (a job said before a wry
  emoji) and narrowed the other (a verb before the job): a choice made on an unseen set,
  said here so the figure is read with it. This is the honest estimate on unseen chat. A
  careful reader who saw the same conversations but not their labels scores 0.763 / 0.964
  by the same rules (`reference_notes/`, `bench/extraction_quality.py`): most of what
  counts as false is true but unlabelled.

- `realchat_holdout32.py` … `realchat_holdout37.py` (544 user turns, 542 labels): written in
  the same way at the start of the next session, on six more themes (students and teachers;
  gig workers and small business owners; moves and life abroad; relationships and hard
  times; gamers and online communities; food, fitness and routines), with one more
  instruction to the writers: label every durable fact about the user, so that a true fact
  left unlabelled does not count against the extractor. First measured on main before any
  tuning of that session: sets 32 to 34 at precision 0.711 (91/128), recall 0.323 (94/291);
  sets 35 to 37 at 0.750 (78/104), 0.311 (78/251). Never developed on: sets 32 to 34 were
  the tuners' check (their figures were watched, their misses never shown); sets 35 to 37
  were measured by the lead alone, figures only. After that session's round: sets 32 to 34
  at 0.765 (104/136), 0.368 (107/291); sets 35 to 37 at 0.843 (91/108), 0.363 (91/251).
  Careful readers blind to the labels score 0.748 / 0.946 on sets 32 to 37
  (`reference_notes/`): asked to label every fact, the writers still left about a quarter
  of what a reader notes unlabelled. At the start of the session after that, the
  lead read the misses of sets 32 to 34 to choose the next classes to work on: from then
  on they are development data, and sets 35 to 37 stay unseen. After that session's round:
  sets 35 to 37 at 0.846 (99/117), 0.394 (99/251); sets 32 to 34 at 0.871 (162/186), 0.601
  (175/291). After the round after that: sets 35 to 37 at 0.851 (103/121), 0.410
  (103/251); 0.840 (105/125), 0.418 (105/251) after the next session's two rounds; 0.848
  (106/125), 0.422 (106/251) after the round on sets 48 to 51.

- `realchat_holdout38.py` … `realchat_holdout40.py` (272 user turns, 301 labels): written in
  the same way at the start of that session, on three more themes (creative and media
  workers; tech workers and career changers; sport, the outdoors and travel), as the
  tuners' check of that session's round: their figures are watched, their misses never
  shown. First measured on main before any tuning of their own: precision 0.750 (99/132),
  recall 0.355 (107/301); 0.785 (106/135), 0.379 (114/301) after that round. At the start
  of the next session the lead read their misses to choose that round's classes: from then
  on they are development data (0.915 (194/212), 0.681 (205/301) after that round; 0.958
  (228/238), 0.801 (241/301) after the next session's two rounds; 0.958 (230/240), 0.804
  (242/301) after the round on sets 48 to 51).

- `realchat_holdout41.py` (90 user turns, 106 labels): written in the same way in that
  session, on one more theme (home, money and everyday admin), measured by the lead alone,
  figures only, before any of that round's changes were merged: precision 0.818 (27/33),
  recall 0.255 (27/106); 0.816 (31/38), 0.292 (31/106) after the round; 0.825 (33/40),
  0.311 (33/106) after the next. Never developed on. In that next round a tuner's broad
  search of the test files printed one unlabelled line of set 41 and one of set 15 (both asking
  for a draft to be made more or less formal); the rule it was writing, that a tone asked of
  the draft at hand is no preference, was built from sets 38 and 39, and is said here so the
  figures are read with it. After the two rounds of the session after: 0.854 (35/41), 0.330
  (35/106), unchanged after the round on sets 48 to 51.

- `realchat_holdout42.py` … `realchat_holdout47.py` (555 user turns, 601 labels): written in
  the same way at the start of the session after that, on six more themes (weddings, babies
  and milestones; visas, law and the state; faith, volunteering and community life;
  hospitality, retail and shift work; gadgets, cars and tech help; music, crafts and
  learning for its own sake), measured by the lead alone, figures only. First measured on
  main before any tuning of that session: precision 0.773 (245/317), recall 0.419
  (252/601); 0.784 (257/328), 0.439 (264/601) after that session's round; 0.785 (263/335),
  0.449 (270/601) after the next session's two rounds; 0.787 (266/338), 0.454 (273/601)
  after the round on sets 48 to 51. Never developed on. In the first of
  them one tuner's search for two exact sentences of development sets ran over every set's file;
  it printed only those two lines, both from development sets.

- `realchat_holdout48.py` … `realchat_holdout51.py` (372 user turns, 424 labels): written in
  the same way at the start of the session after that, on four more themes (transport and
  long-distance work; science, medicine and the lab; diaspora and families between
  countries; minds and habits: ADHD, anxiety, recovery, routines), as that session's
  development data. First measured on main (68383e8) before any tuning of their own:
  precision 0.820 (178/217), recall 0.443 (188/424), a third unseen estimate beside sets
  14 to 19 and 35 to 47 (0.796 / 0.472 at that commit). Read for classes since by five
  tuners in one round: 0.910 (273/300), 0.679 (288/424) after it, while the sets never
  developed on moved from 0.796 (677/850), 0.472 (692/1465) to 0.802 (683/852), 0.476
  (698/1465): fresh themes did not make the gains transfer.

Pooled over the six earlier first measurements: precision 0.876 (141/161), recall 0.543
(144/265). Sets 7 to 13 were harder (pooled first measurement 0.813 / 0.325 over 495
labels), and so were sets 14 to 25, so the earlier figure overstated recall on unseen chat.

Run with `-s` to see the figures and every miss and false positive; of the sets never
developed on, only the figures are shown. The floors sit a little under the current values, so a change that makes the extractor worse on real chat fails;
they are not targets the sets were bent to.
"""

from __future__ import annotations

import pytest

from memoryflow import layers
from tests.extractors.realchat_corpus import CONVERSATIONS, Conversation
from tests.extractors.realchat_holdout import HOLDOUT
from tests.extractors.realchat_holdout2 import HOLDOUT2
from tests.extractors.realchat_holdout3 import HOLDOUT3
from tests.extractors.realchat_holdout4 import HOLDOUT4
from tests.extractors.realchat_holdout5 import HOLDOUT5
from tests.extractors.realchat_holdout6 import HOLDOUT6
from tests.extractors.realchat_holdout7 import HOLDOUT7
from tests.extractors.realchat_holdout8 import HOLDOUT8
from tests.extractors.realchat_holdout9 import HOLDOUT9
from tests.extractors.realchat_holdout10 import HOLDOUT10
from tests.extractors.realchat_holdout11 import HOLDOUT11
from tests.extractors.realchat_holdout12 import HOLDOUT12
from tests.extractors.realchat_holdout13 import HOLDOUT13
from tests.extractors.realchat_holdout14 import HOLDOUT14
from tests.extractors.realchat_holdout15 import HOLDOUT15
from tests.extractors.realchat_holdout16 import HOLDOUT16
from tests.extractors.realchat_holdout17 import HOLDOUT17
from tests.extractors.realchat_holdout18 import HOLDOUT18
from tests.extractors.realchat_holdout19 import HOLDOUT19
from tests.extractors.realchat_holdout20 import HOLDOUT20
from tests.extractors.realchat_holdout21 import HOLDOUT21
from tests.extractors.realchat_holdout22 import HOLDOUT22
from tests.extractors.realchat_holdout23 import HOLDOUT23
from tests.extractors.realchat_holdout24 import HOLDOUT24
from tests.extractors.realchat_holdout25 import HOLDOUT25
from tests.extractors.realchat_holdout26 import HOLDOUT26
from tests.extractors.realchat_holdout27 import HOLDOUT27
from tests.extractors.realchat_holdout28 import HOLDOUT28
from tests.extractors.realchat_holdout29 import HOLDOUT29
from tests.extractors.realchat_holdout30 import HOLDOUT30
from tests.extractors.realchat_holdout31 import HOLDOUT31
from tests.extractors.realchat_holdout32 import HOLDOUT32
from tests.extractors.realchat_holdout33 import HOLDOUT33
from tests.extractors.realchat_holdout34 import HOLDOUT34
from tests.extractors.realchat_holdout35 import HOLDOUT35
from tests.extractors.realchat_holdout36 import HOLDOUT36
from tests.extractors.realchat_holdout37 import HOLDOUT37
from tests.extractors.realchat_holdout38 import HOLDOUT38
from tests.extractors.realchat_holdout39 import HOLDOUT39
from tests.extractors.realchat_holdout40 import HOLDOUT40
from tests.extractors.realchat_holdout41 import HOLDOUT41
from tests.extractors.realchat_holdout42 import HOLDOUT42
from tests.extractors.realchat_holdout43 import HOLDOUT43
from tests.extractors.realchat_holdout44 import HOLDOUT44
from tests.extractors.realchat_holdout45 import HOLDOUT45
from tests.extractors.realchat_holdout46 import HOLDOUT46
from tests.extractors.realchat_holdout47 import HOLDOUT47
from tests.extractors.realchat_holdout48 import HOLDOUT48
from tests.extractors.realchat_holdout49 import HOLDOUT49
from tests.extractors.realchat_holdout50 import HOLDOUT50
from tests.extractors.realchat_holdout51 import HOLDOUT51
from tests.extractors.reference_notes import notes_of, sets_with_notes
from tests.extractors.scoring import Score, message_id, score_conversation, stored_identity

UNSEEN = "never developed on"
CHECK = "the tuners' check"

# name, conversations, minimum precision, minimum recall
SETS: list[tuple[str, list[Conversation], float, float]] = [
    ("real-chat corpus (development)", CONVERSATIONS, 0.93, 0.96),
    ("first held-out set (since developed on)", HOLDOUT, 0.93, 0.95),
    ("second held-out set (since developed on)", HOLDOUT2, 0.97, 0.97),
    ("third held-out set (since developed on)", HOLDOUT3, 0.97, 0.97),
    ("fourth held-out set (since developed on)", HOLDOUT4, 0.94, 0.97),
    ("fifth held-out set (since developed on)", HOLDOUT5, 0.97, 0.94),
    ("sixth held-out set (since developed on)", HOLDOUT6, 0.97, 0.94),
    ("seventh held-out set (since developed on)", HOLDOUT7, 0.97, 0.92),
    ("eighth held-out set (since developed on)", HOLDOUT8, 0.95, 0.92),
    ("ninth held-out set (since developed on)", HOLDOUT9, 0.93, 0.9),
    ("tenth held-out set (since developed on)", HOLDOUT10, 0.95, 0.85),
    ("eleventh held-out set (since developed on)", HOLDOUT11, 0.95, 0.92),
    ("twelfth held-out set (since developed on)", HOLDOUT12, 0.95, 0.94),
    ("thirteenth held-out set (since developed on)", HOLDOUT13, 0.92, 0.91),
    ("twentieth held-out set (since developed on)", HOLDOUT20, 0.94, 0.86),
    ("twenty-first held-out set (since developed on)", HOLDOUT21, 0.93, 0.91),
    ("twenty-second held-out set (since developed on)", HOLDOUT22, 0.92, 0.88),
    ("twenty-third held-out set (since developed on)", HOLDOUT23, 0.92, 0.84),
    ("twenty-fourth held-out set (since developed on)", HOLDOUT24, 0.94, 0.91),
    ("twenty-fifth held-out set (since developed on)", HOLDOUT25, 0.91, 0.84),
    ("twenty-sixth held-out set (since developed on)", HOLDOUT26, 0.82, 0.75),
    ("twenty-seventh held-out set (since developed on)", HOLDOUT27, 0.95, 0.87),
    ("twenty-eighth held-out set (since developed on)", HOLDOUT28, 0.94, 0.86),
    ("twenty-ninth held-out set (since developed on)", HOLDOUT29, 0.92, 0.81),
    ("thirtieth held-out set (since developed on)", HOLDOUT30, 0.89, 0.93),
    ("thirty-first held-out set (since developed on)", HOLDOUT31, 0.92, 0.91),
    ("thirty-second held-out set (since developed on)", HOLDOUT32, 0.91, 0.74),
    ("thirty-third held-out set (since developed on)", HOLDOUT33, 0.94, 0.83),
    ("thirty-fourth held-out set (since developed on)", HOLDOUT34, 0.88, 0.71),
    (f"fourteenth held-out set ({UNSEEN})", HOLDOUT14, 0.72, 0.55),
    (f"fifteenth held-out set ({UNSEEN})", HOLDOUT15, 0.76, 0.53),
    (f"sixteenth held-out set ({UNSEEN})", HOLDOUT16, 0.82, 0.6),
    (f"seventeenth held-out set ({UNSEEN})", HOLDOUT17, 0.71, 0.5),
    (f"eighteenth held-out set ({UNSEEN})", HOLDOUT18, 0.8, 0.47),
    (f"nineteenth held-out set ({UNSEEN})", HOLDOUT19, 0.79, 0.51),
    (f"thirty-fifth held-out set ({UNSEEN})", HOLDOUT35, 0.79, 0.35),
    (f"thirty-sixth held-out set ({UNSEEN})", HOLDOUT36, 0.86, 0.39),
    (f"thirty-seventh held-out set ({UNSEEN})", HOLDOUT37, 0.82, 0.43),
    ("thirty-eighth held-out set (since developed on)", HOLDOUT38, 0.9, 0.71),
    ("thirty-ninth held-out set (since developed on)", HOLDOUT39, 0.95, 0.77),
    ("fortieth held-out set (since developed on)", HOLDOUT40, 0.92, 0.82),
    (f"forty-first held-out set ({UNSEEN})", HOLDOUT41, 0.82, 0.3),
    (f"forty-second held-out set ({UNSEEN})", HOLDOUT42, 0.64, 0.33),
    (f"forty-third held-out set ({UNSEEN})", HOLDOUT43, 0.72, 0.4),
    (f"forty-fourth held-out set ({UNSEEN})", HOLDOUT44, 0.86, 0.47),
    (f"forty-fifth held-out set ({UNSEEN})", HOLDOUT45, 0.79, 0.47),
    (f"forty-sixth held-out set ({UNSEEN})", HOLDOUT46, 0.82, 0.46),
    (f"forty-seventh held-out set ({UNSEEN})", HOLDOUT47, 0.72, 0.39),
    ("forty-eighth held-out set (since developed on)", HOLDOUT48, 0.91, 0.74),
    ("forty-ninth held-out set (since developed on)", HOLDOUT49, 0.86, 0.64),
    ("fiftieth held-out set (since developed on)", HOLDOUT50, 0.88, 0.61),
    ("fifty-first held-out set (since developed on)", HOLDOUT51, 0.85, 0.59),
]


def _score(conversations: list[Conversation], key: str) -> Score:
    score = Score()
    for index, conversation in enumerate(conversations):
        existing = [stored_identity(*memory) for memory in conversation.existing]
        score_conversation(score, f"{key}{index}", conversation.turns, existing)
    return score


def test_corpus_shape() -> None:
    user_turns = [t for c in CONVERSATIONS for t in c.turns if t[0] == "user"]
    assert len(user_turns) >= 200
    empty = sum(1 for t in user_turns if not t[2])
    assert 0.25 <= empty / len(user_turns) <= 0.45
    labelled = {label[0] for t in user_turns for label in t[2]}
    assert labelled == {*layers.ALL_LAYERS, "retract"}


@pytest.mark.parametrize(("name", "conversations", "min_precision", "min_recall"), SETS)
def test_precision_and_recall_on_real_chat(
    name: str, conversations: list[Conversation], min_precision: float, min_recall: float
) -> None:
    score = _score(conversations, name[:5])
    unseen = UNSEEN in name or CHECK in name
    if unseen:
        # Who tunes the patterns reads the misses of every other set; keeping those of the
        # unseen sets off the screen is what keeps them unseen.
        score.mistakes = [f"({len(score.mistakes)} misses and false items not shown)"]
    print("\n" + score.report(f"rule-based extractor, {name}"))
    total = score.total
    assert total.precision >= min_precision, "precision fell" if unseen else score.mistakes
    assert total.recall >= min_recall, "recall fell" if unseen else score.mistakes


def test_deterministic() -> None:
    assert _score(CONVERSATIONS, "r").report("a") == _score(CONVERSATIONS, "r").report("a")


def test_reference_notes_cite_user_turns_of_their_set() -> None:
    """The careful reader's notes (bench/extraction_quality.py) point at user turns and
    stored memories of the unseen sets they were written for."""
    by_number = {14: HOLDOUT14, 15: HOLDOUT15, 16: HOLDOUT16, 17: HOLDOUT17}
    by_number |= {18: HOLDOUT18, 19: HOLDOUT19, 32: HOLDOUT32, 33: HOLDOUT33, 34: HOLDOUT34}
    by_number |= {35: HOLDOUT35, 36: HOLDOUT36, 37: HOLDOUT37}
    assert sets_with_notes() == sorted(by_number)
    for number, conversations in by_number.items():
        for index, (notes, retracted) in notes_of(number, key="k").items():
            conversation = conversations[index]
            user_ids = {
                message_id(f"k{index}", turn)
                for turn, (role, _, _) in enumerate(conversation.turns)
                if role == "user"
            }
            assert all(set(note.source_message_ids) <= user_ids for note in notes)
            assert all(note.layer in layers.ALL_LAYERS for note in notes)
            assert set(retracted) <= {memory_id for memory_id, _, _ in conversation.existing}
