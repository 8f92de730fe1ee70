"""The second held-out real-chat set for the rule-based extractor.

Written from its own list of situations (below) after the patterns of its time, committed
before it was first run, and not edited since but for one label (below). Measured once when new (precision / recall
0.889 / 0.400); its misses were then read for classes of mistakes, so it is development data now.
The honest estimate comes from sets never developed on (see `test_realchat_corpus.py`).
Same label format as `realchat_corpus.py`.
One label was changed later, for consistency across sets and not to fit the extractor:
a pursuit practised regularly is identity, as the label guide in `docs/domain.md` says
(it was labelled preference here).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a firefighter on shift work asking about sleep",
    "a lawyer who writes formally and long",
    "an immigrant learning the local language and looking for work",
    "a teenager with slang asking for homework help",
    "a new parent, sleep deprived, with a baby and a dog",
    "a landlord with tenants and a leaking roof",
    "a retired teacher with hobbies and a health condition",
    "a freelancer moving out of a city and ending a contract (existing memories)",
    "a user who pastes a chat log from a friend",
    "a user planning a wedding, with dates",
    "a developer who states preferences about code style",
    "a user who asks hypotheticals about careers",
    "a nurse switching to teaching (existing memories)",
    "a user who talks mostly about their partner's life",
    "a user typing in Italian and English",
)

HOLDOUT2: list[Conversation] = [
    Conversation(
        "firefighter on shifts",
        [
            (U, "firefighter here, 24 on 48 off", [("identity", "firefighter")]),
            (U, "how do i fix my sleep after a night call", []),
            (U, "ive tried melatonin and it made me groggy", [("experience", "melatonin")]),
            (U, "i'm off tomorrow so i'll try your tips", []),
        ],
    ),
    Conversation(
        "lawyer, formal and long",
        [
            (
                U,
                "Good afternoon. I am a commercial lawyer based in Singapore, and I am "
                "currently drafting a shareholders' agreement for a client. I would be "
                "grateful if you could keep your answers formal and cite the relevant "
                "statutes where possible.",
                [
                    ("identity", "lawyer"),
                    ("identity", "singapore"),
                    ("context", "shareholders"),
                    ("preference", "formal"),
                ],
            ),
            (A, "Certainly. Which jurisdiction governs the agreement?", []),
            (U, "Singapore law.", []),
            (U, "Thank you, that is most helpful.", []),
        ],
    ),
    Conversation(
        "immigrant learning the language",
        [
            (
                U,
                "I moved to Stockholm from Syria two years ago",
                [
                    ("identity", "stockholm"),
                    ("identity", "syria"),
                ],
            ),
            (U, "I'm learning Swedish at SFI every morning", [("context", "swedish")]),
            (
                U,
                "I was an engineer back home but here I drive for Uber",
                [
                    ("identity", "uber"),
                ],
            ),
            (U, "how do I get my diploma recognised?", []),
        ],
    ),
    Conversation(
        "teenager with slang",
        [
            (U, "yo can u help w my chem hw", []),
            (U, "im in year 11 btw", [("identity", "year 11")]),
            (U, "got a mock exam on monday and im cooked 💀", [("activity", "mock exam")]),
            (U, "bet thx", []),
        ],
    ),
    Conversation(
        "new parent",
        [
            (
                U,
                "we just had a baby girl 3 weeks ago!! running on no sleep",
                [
                    ("identity", "baby"),
                ],
            ),
            (U, "our dog is jealous lol", [("identity", "dog")]),
            (U, "is it normal for newborns to eat every 2 hours", []),
            (U, "my wife went back to work early, she's a surgeon", [("identity", "wife surgeon")]),
        ],
    ),
    Conversation(
        "landlord",
        [
            (U, "I own two rental flats in Glasgow", [("identity", "rental")]),
            (U, "one of them has a leaking roof and the tenant is furious", []),
            (U, "roofer is coming on thursday morning", [("activity", "roofer")]),
            (U, "what are my legal obligations here", []),
        ],
    ),
    Conversation(
        "retired teacher",
        [
            (
                U,
                "I'm a retired maths teacher, 71 years young",
                [
                    ("identity", "retired"),
                    ("identity", "71"),
                ],
            ),
            (U, "I have arthritis in my hands so typing is slow", [("identity", "arthritis")]),
            (U, "I paint watercolours most afternoons", [("identity", "watercolour")]),
            (U, "Could you suggest some easy landscapes to try?", []),
        ],
    ),
    Conversation(
        "freelancer leaving a city, existing memories",
        [
            (
                U,
                "update: not living in London anymore, we moved to Brighton",
                [
                    ("retract", "london"),
                    ("identity", "brighton"),
                ],
            ),
            (
                U,
                "also my contract with Vodafone ended so I'm freelancing full time",
                [
                    ("retract", "vodafone"),
                    ("identity", "freelanc"),
                ],
            ),
            (U, "how do I register as self-employed", []),
        ],
        existing=[
            ("g1", "Lives in London", "location"),
            ("g2", "Works at Vodafone", "professional"),
        ],
    ),
    Conversation(
        "pasted chat log",
        [
            (
                U,
                "my friend sent me this, what do you think?\n> im moving to berlin next "
                "week\n> and i just quit my job lol",
                [],
            ),
            (U, "she does this every year haha", []),
            (U, "I'd never do that, I like stability", [("preference", "stability")]),
        ],
    ),
    Conversation(
        "wedding planning",
        [
            (U, "I'm getting married on August 17th!!", [("activity", "married")]),
            (U, "the venue is a barn near Bath", []),
            (
                U,
                "my fiancé is Portuguese so we'll do a second party in Braga",
                [
                    ("identity", "fiancé portuguese"),
                ],
            ),
            (U, "we have the cake tasting this saturday", [("activity", "cake tasting")]),
            (U, "help me write the invitations", []),
        ],
    ),
    Conversation(
        "developer code style",
        [
            (U, "I write mostly TypeScript and Rust", [("identity", "typescript")]),
            (
                U,
                "prefer functional style, avoid classes when you can",
                [
                    ("preference", "functional"),
                    ("preference", "classes"),
                ],
            ),
            (U, "also never use var in JS examples", [("preference", "var")]),
            (U, "thanks, that compiles", []),
        ],
    ),
    Conversation(
        "career hypotheticals",
        [
            (U, "if I became a pilot how long would training take", []),
            (U, "would I need perfect eyesight", []),
            (U, "I'm just curious, I'm actually an accountant", [("identity", "accountant")]),
            (U, "maybe one day", []),
        ],
    ),
    Conversation(
        "nurse becoming a teacher, existing memories",
        [
            (
                U,
                "I'm not nursing anymore, I started teaching biology in September",
                [
                    ("retract", "nurse"),
                    ("identity", "teach"),
                ],
            ),
            (U, "it's a big change but I love it", []),
            (U, "any tips for managing a rowdy class", []),
        ],
        existing=[("g3", "Works as a nurse", "professional")],
    ),
    Conversation(
        "partner's life",
        [
            (U, "my boyfriend is a chef and works crazy hours", [("identity", "boyfriend chef")]),
            (U, "he's opening his own restaurant next year", []),
            (U, "how can I support him without burning out myself", []),
            (U, "I work from home as a copywriter so I'm flexible", [("identity", "copywriter")]),
        ],
    ),
    Conversation(
        "Italian and English",
        [
            (
                U,
                "ciao! sono di Napoli ma vivo a Londra",
                [("identity", "londra"), ("identity", "napoli")],
            ),
            (U, "I work in a restaurant in Soho", [("identity", "restaurant")]),
            (U, "grazie mille", []),
            (U, "can you reply in Italian?", []),
        ],
    ),
]
