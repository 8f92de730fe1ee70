"""The third held-out real-chat set for the rule-based extractor.

Written from its own list of situations (below) after the patterns of its time, committed
before it was first run, and not edited since but for the labels below. Measured once when new (precision / recall
0.880 / 0.533); its misses were then read for classes of mistakes, so it is development data now.
The honest estimate comes from sets never developed on (see `test_realchat_corpus.py`).
Same label format as `realchat_corpus.py`.
Two labels were changed later, for consistency across sets and not to fit the extractor: what
the user regularly does (a routine or a pursuit: writing poetry since school, running 70 miles
a week) is identity, as the label guide in `docs/domain.md` says (they were labelled preference
here).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a truck driver chatting at a rest stop about routes and back pain",
    "a PhD student in Edinburgh, stressed about a deadline, mixing topics",
    "a barista who is also a part-time student, very casual",
    "a small-town vet moving to a city (existing memories)",
    "a user who only gives instructions about formatting",
    "a grandmother learning to use email",
    "a user sharing a poem they wrote and asking for feedback",
    "a gamer streaming at night with a day job",
    "someone recovering from surgery with a dietary restriction",
    "a couple planning a move abroad, told by one of them",
    "a software tester who speaks three languages",
    "a user venting sarcastically about a landlord",
    "a user asking purely factual questions",
    "a volunteer firefighter with kids and a dog",
    "a user whose job ended and who is now studying (existing memories)",
    "a Spanish-speaking user mixing Spanish and English",
    "a marathon runner with upcoming and past races",
    "a user quoting what their doctor and boss said",
)

HOLDOUT3: list[Conversation] = [
    Conversation(
        "truck driver",
        [
            (U, "long haul trucker, 15 years on the road", [("identity", "trucker")]),
            (U, "based out of Omaha", [("identity", "omaha")]),
            (U, "my lower back is wrecked from sitting all day", []),
            (U, "any stretches I can do in the cab", []),
            (U, "got a run to Denver tomorrow morning", [("activity", "denver")]),
        ],
    ),
    Conversation(
        "PhD student, stressed",
        [
            (
                U,
                "ok so I'm a PhD student in Edinburgh (linguistics), my thesis draft is due "
                "in 3 weeks and my supervisor just told me to rewrite chapter 2. I'm panicking "
                "a bit. Can you help me make a plan?",
                [
                    ("identity", "phd student"),
                    ("identity", "edinburgh"),
                    ("context", "thesis"),
                ],
            ),
            (A, "Of course. How many hours a day can you work on it?", []),
            (U, "maybe 5? I also TA a class on tuesdays", [("identity", "ta")]),
            (U, "thanks this helps", []),
        ],
    ),
    Conversation(
        "barista and student",
        [
            (
                U,
                "barista by day, student by night lol",
                [
                    ("identity", "barista"),
                    ("identity", "student"),
                ],
            ),
            (
                U,
                "studying graphic design at the community college",
                [
                    ("identity", "graphic design"),
                ],
            ),
            (U, "got a portfolio review next friday 😬", [("activity", "portfolio review")]),
            (U, "what should I include", []),
        ],
    ),
    Conversation(
        "vet moving to a city, existing memories",
        [
            (
                U,
                "I've sold my practice in Tralee and I'm moving to Dublin next month",
                [
                    ("retract", "practice"),
                    ("activity", "dublin"),
                ],
            ),
            (U, "I'll be working at an emergency animal hospital there", []),
            (U, "kind of sad to leave the countryside", []),
        ],
        existing=[
            ("k1", "Lives in Tralee", "location"),
            ("k2", "Owns a veterinary practice in Tralee", "professional"),
        ],
    ),
    Conversation(
        "formatting instructions only",
        [
            (U, "always use 24h time please", [("preference", "24h")]),
            (U, "dates as DD/MM/YYYY", []),
            (U, "and don't bold random words, it's distracting", [("preference", "bold")]),
            (U, "headers are fine though", []),
        ],
    ),
    Conversation(
        "grandmother learning email",
        [
            (U, "Hello dear, my grandson set this up for me.", []),
            (U, "I am 82 and not very good with computers.", [("identity", "82")]),
            (U, "How do I send a photo by email?", []),
            (U, "Please explain slowly, one step at a time.", [("preference", "step")]),
            (U, "Thank you, you are very kind.", []),
        ],
    ),
    Conversation(
        "poem feedback",
        [
            (
                U,
                "I wrote this poem, be honest:\n\nI am the river and the stone,\nI walk the "
                "city all alone,\nmy heart a house with empty rooms",
                [],
            ),
            (U, "is the rhythm off in line 2?", []),
            (U, "I've been writing poetry since I was a teenager", [("identity", "poetry")]),
        ],
    ),
    Conversation(
        "gamer with a day job",
        [
            (U, "i stream on twitch at night, mostly elden ring", [("identity", "twitch")]),
            (U, "day job is IT support at a hospital", [("identity", "it support")]),
            (U, "how do i grow my channel without quitting my job", []),
            (U, "i have like 300 followers rn", []),
        ],
    ),
    Conversation(
        "recovering from surgery, diet",
        [
            (U, "I had gallbladder surgery last week", [("activity", "surgery")]),
            (U, "doctor says low fat diet for a while", []),
            (U, "I'm also diabetic so it's getting complicated", [("identity", "diabetic")]),
            (U, "can you give me some meal ideas", []),
        ],
    ),
    Conversation(
        "couple moving abroad",
        [
            (
                U,
                "my partner got a job offer in Melbourne so we're relocating in March",
                [
                    ("activity", "melbourne"),
                ],
            ),
            (U, "she's a physiotherapist", [("identity", "partner physiotherapist")]),
            (
                U,
                "I work remotely for a Canadian company so I can keep my job",
                [
                    ("identity", "remote"),
                ],
            ),
            (U, "how does the visa process work for partners", []),
        ],
    ),
    Conversation(
        "tester, three languages",
        [
            (
                U,
                "I'm a QA tester at a game studio in Montreal",
                [
                    ("identity", "tester"),
                    ("identity", "montreal"),
                ],
            ),
            (
                U,
                "I speak French, English and some Arabic",
                [
                    ("identity", "french"),
                    ("identity", "english"),
                    ("identity", "arabic"),
                ],
            ),
            (U, "write the test cases in English please", []),
        ],
    ),
    Conversation(
        "sarcastic about a landlord",
        [
            (U, "my landlord is SUCH a delight 🙄", []),
            (U, "the heating has been broken for 3 weeks, love that for me", []),
            (U, "what are my rights as a tenant in Scotland", []),
            (U, "I've been renting here for 4 years", [("identity", "renting")]),
        ],
    ),
    Conversation(
        "factual questions",
        [
            (U, "what's the capital of Australia", []),
            (U, "how far is the moon", []),
            (U, "why is the sky blue", []),
            (U, "who wrote Dune", []),
        ],
    ),
    Conversation(
        "volunteer firefighter with kids and a dog",
        [
            (
                U,
                "I'm a volunteer firefighter and a dad of three",
                [
                    ("identity", "firefighter"),
                    ("identity", "three"),
                ],
            ),
            (U, "our lab Bruno is 12 and slowing down", [("identity", "bruno")]),
            (U, "we have a training drill on saturday morning", [("activity", "drill")]),
            (U, "any tips for keeping an old dog comfortable", []),
        ],
    ),
    Conversation(
        "job ended, now studying, existing memories",
        [
            (U, "my job at the call centre ended in december", [("retract", "call centre")]),
            (U, "I'm now doing a coding bootcamp full time", [("context", "bootcamp")]),
            (U, "I learned that I should have started years ago haha", []),
        ],
        existing=[("k3", "Works at the call centre", "professional")],
    ),
    Conversation(
        "Spanish and English",
        [
            (
                U,
                "hola, soy de Colombia pero vivo en Madrid",
                [("identity", "madrid"), ("identity", "colombia")],
            ),
            (U, "I'm a nurse at a private clinic", [("identity", "nurse")]),
            (U, "puedes responder en español?", []),
            (U, "please reply in Spanish from now on", [("preference", "spanish")]),
        ],
    ),
    Conversation(
        "marathon runner",
        [
            (U, "ran the Boston marathon in april, 3:05", [("activity", "boston")]),
            (U, "next up is Chicago in october", [("activity", "chicago")]),
            (U, "I run 70 miles a week in peak training", [("identity", "70 miles")]),
            (U, "should I do more speed work?", []),
        ],
    ),
    Conversation(
        "quoting doctor and boss",
        [
            (U, "my doctor told me I have high blood pressure", [("identity", "blood pressure")]),
            (U, "my boss says I'm the best analyst on the team lol", []),
            (U, "anyway I'm an analyst at an insurance company", [("identity", "analyst")]),
            (U, "how do I lower blood pressure naturally", []),
        ],
    ),
]
