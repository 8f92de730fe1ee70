"""Held-out set 14: working life across continents, in long paragraphs and terse fragments.

Written the same way as the second corpus (`realchat_corpus.py`) and kept independent of the
extractor: nothing under `memoryflow/` was read, no other held-out set was read, and the set
was neither run nor measured before it was committed.

1. A list of situations first (below, `SITUATIONS`), invented for this set: mostly people at
   work on several continents (trades, care work, farming, gig work, clergy, sport, the
   military, academia), plus a mix of pets, families, health, languages and events, chosen
   from what people tell a chat assistant, not from what an extractor could match.
2. For each situation, the user's turns as people type them: long paragraphs with several
   facts and a question, fragments that answer the assistant's question, lowercase without
   apostrophes, typos, emoji, sarcasm, wishes and hypotheticals, role-play and stories,
   quoted, forwarded or to-be-translated text, code, non-English fragments (Indonesian,
   Spanish, French, Polish, Norwegian, Tagalog, Turkish, German, isiXhosa), facts about
   other people, small talk, and retractions of existing identity memories.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message?". Roughly a third of the user turns state nothing durable about
   the user and carry no label. Facts inside a role-play, a story, a quoted email or a text
   to translate are not labelled; facts about other people are labelled only for what they
   say about the user ("my husband Rangi" gives the user's husband).
4. The file is never edited to fit an extractor. A label that is missed stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). Place names with accents are given as a stem
that survives spelling variants ('chilo' for Chiloé). ("retract", words) means the message
takes back an existing identity memory whose title contains the words. Messages are dated
from Wednesday 2024-05-15 09:00 UTC, one minute apart.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an apprentice electrician in Nairobi typing terse fragments, with a trade test coming",
    "a home carer in Greater Manchester on rotating nights, doing an NVQ, long paragraph",
    "a dairy farmer in the Waikato with her husband, calving season and a lesson from last year",
    "a motorbike ride-hailing driver in Jakarta mixing Indonesian and English",
    "a Lutheran pastor in Duluth asking for a sermon draft and a role-played ending",
    "a rugby flanker in Suva in ACL rehab, with a maybe about coaching",
    "a Polish soldier asking to translate a note, with a deployment coming",
    "a chemistry postdoc in Korea with a grant deadline and a format preference",
    "a Melbourne plumber who quit the trade (existing memories)",
    "a Filipina caregiver in Dubai sending money home to her children",
    "a coffee grower in Huila writing mostly Spanish",
    "a Quebec joiner building a deck, imperial units, a lesson about untreated pine",
    "a hospital chaplain in Cape Town telling what happened at a bedside",
    "a weekend cricket umpire in Lahore who works at a bank",
    "an army veteran trucker in Texas with PTSD and a dog (existing memory)",
    "a PhD candidate in Lagos writing up, with a wish about moving abroad",
    "a Deliveroo rider in Paris asking for a silly story about himself",
    "a backend developer in Bengaluru pasting code, with a lesson about Friday deploys",
    "a Chilean teacher who just retired (existing memories)",
    "small talk about strange jobs with nothing to keep",
    "a Romanian warehouse worker in England forwarding a manager's email",
    "a Norwegian fisherman who co-owns a boat and wants answers in Norwegian",
    "a Scottish sheep shearer going to Western Australia for the season",
    "a sarcastic early-childhood educator in Scarborough",
    "a boxing coach in Tondo who fought until a retina injury",
    "an Indian Navy petty officer sailing before his wife's due date",
    "an Edinburgh lecturer planning a sabbatical and a book",
    "a salon owner in Istanbul writing Turkish and English",
    "a tax adviser in Freiburg who keeps bees with her partner's eye-rolling",
    "a rural vet in La Pampa whose old dog died (existing memories)",
    "a midwife in Mbarara leading a new programme",
)

HOLDOUT14: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "sparky here 🔌 nairobi. need help w/ cable size for a 40A circuit",
                [("identity", "electrician"), ("identity", "nairobi")],
            ),
            (A, "Sure. Is it single phase, and how long is the run?", []),
            (U, "single phase. 25m", []),
            (
                U,
                "also my grade 1 trade test is on the 12th of june any tips lol",
                [("activity", "test")],
            ),
            (A, "Happy to help. Are you still doing your apprenticeship?", []),
            (U, "yeah 3rd yr apprentice at a solar installer", [("identity", "apprentice")]),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Right so I've been a home carer for about six years now, mostly elderly "
                "clients round the borough, and since march they've put me on nights "
                "which is absolutely wrecking my sleep. I'm also doing my NVQ level 3 "
                "in health and social care on the side, two evenings a week. Anyway my "
                "question is, what's a decent way to handle sleep when you're flipping "
                "between nights and days every week?",
                [
                    ("identity", "carer"),
                    ("context", "nvq"),
                    ("context", "night"),
                ],
            ),
            (A, "That's a hard pattern. How long is a typical rotation?", []),
            (U, "4 on 4 off usually", []),
            (
                U,
                "cheers. and keep it short pls, I read these on my break",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "we run a dairy farm, 420 cows, me and my husband Rangi. calving starts in "
                "about 3 weeks and im already stressed lol. whats the best way to organise "
                "the calf shed roster with 2 part timers",
                [
                    ("identity", "dairy"),
                    ("identity", "rangi"),
                    ("activity", "calving"),
                ],
            ),
            (
                U,
                "last year we lost 11 calves to scours because we got slack cleaning the "
                "feeders, so this year its every single day no excuses",
                [("experience", "scours")],
            ),
            (
                U,
                "oh and Rangi is allergic to penicillin if that matters for the vet stuff "
                "haha no wait thats irrelevant sorry",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "bro saya driver ojol di jakarta, gojek sama grab dua2nya. today only 9 "
                "orders 😩 how to get more order in the morning",
                [("identity", "driver"), ("identity", "jakarta")],
            ),
            (
                U,
                "btw aku lagi belajar bahasa inggris lewat youtube, so sorry if my english bad",
                [("context", "english")],
            ),
            (A, "Your English is fine!", []),
            (
                U,
                "next month i take the SIM C renewal test, 20 juni. nervous wkwk",
                [("activity", "sim")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "I'm the pastor of a small Lutheran congregation and I need help "
                "drafting a sermon for Pentecost Sunday. The text is Acts 2. Could you write "
                "something around twelve minutes that speaks to people who feel like "
                "outsiders in church?",
                [("identity", "pastor"), ("activity", "pentecost")],
            ),
            (
                A,
                "Here's a draft. 'Friends, I grew up on a farm in Iowa, and every spring...'",
                [],
            ),
            (
                U,
                "good but cut the iowa farm bit, I grew up in Manila and my congregation "
                "knows that lol. use something from a city childhood",
                [("identity", "manila")],
            ),
            (
                U,
                "Also write the ending as if I'm an old fisherman telling the story to his "
                "grandkids on the dock",
                [],
            ),
            (U, "perfect thank you 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "im a club flanker, tore my ACL in april, surgery done, now 5 "
                "weeks into rehab. physio says 9 months 😤",
                [("identity", "flanker"), ("context", "acl")],
            ),
            (A, "What are you cleared to do at this stage?", []),
            (U, "bike, squats to 90, no running", []),
            (U, "can u make me a 6 day gym plan. kg not lbs", [("preference", "kg")]),
            (
                U,
                "if i dont make the team next season maybe ill just go coach kids in Nadi idk",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "Jestem żołnierzem. sorry, I am a soldier in the Polish army. can you "
                "translate this to english for my neighbour: 'Dziękuję za opiekę nad psem, "
                "wracam w lipcu. Klucze są u mamy.'",
                [("identity", "soldier")],
            ),
            (
                A,
                "'Thank you for looking after the dog, I'm back in July. The keys are with "
                "my mum.'",
                [],
            ),
            (
                U,
                "thanks. my deployment to Latvia starts 3 june, 6 months",
                [("activity", "latvia")],
            ),
            (
                U,
                "no long explanations plz, just the translation next time",
                [("preference", "translation")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "postdoc in materials chemistry. NRF grant deadline is May 31. can "
                'you tighten this abstract? "We report a facile synthesis of porous '
                "carbon nitride nanosheets with enhanced photocatalytic activity under "
                'visible light irradiation..."',
                [("identity", "postdoc"), ("activity", "grant")],
            ),
            (A, "Here's a tighter version: 'We report a simple route to porous...'", []),
            (
                U,
                "better. in future I prefer bullet points listing the changes, not a "
                "rewritten paragraph",
                [("preference", "bullet")],
            ),
            (U, "lol my PI would kill me for the word facile", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "update: packed in the plumbing, 14 years was enough and my knees are shot. "
                "starting a cert IV in building inspection in july",
                [("retract", "plumber"), ("context", "inspection")],
            ),
            (A, "Good luck with the change! Are you staying in Melbourne?", []),
            (U, "yeah still in melb, geelong side", []),
        ],
        existing=[
            ("m1", "Works as a plumber in Melbourne", "professional"),
            ("m2", "Lives in Melbourne", "demographic"),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "hello po. i am caregiver for a elderly lady in dubai, 3 years already. i "
                "send money home every month. how i can save more pls, salary is 2200 AED",
                [("identity", "caregiver"), ("identity", "dubai")],
            ),
            (A, "Do you have a bank account back in the Philippines?", []),
            (U, "yes po BDO", []),
            (
                U,
                "my contract ends in december then i go home for good",
                [("activity", "contract")],
            ),
            (U, "salamat po 😊 god bless", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "buenas, tengo una finca cafetera en Pitalito, Huila. unas 4 hectáreas. la "
                "roya is eating my caturra plants, qué hago?",
                [("identity", "coffee"), ("identity", "pitalito")],
            ),
            (A, "Would you consider replanting with a rust-resistant variety like Castillo?", []),
            (U, "sí pero demora 2 años en producir", []),
            (
                U,
                "mi hijo Andrés estudia agronomía en Neiva, he says the same thing jaja",
                [("identity", "son")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "salut, je suis menuisier à Sherbrooke. building a cedar deck for a client, "
                "16x20, what joist spacing for 2x8 spruce?",
                [("identity", "sherbrooke")],
            ),
            (A, "16 inches on centre is the usual spacing for that span...", []),
            (
                U,
                "ok merci. give me everything in imperial, we quote clients in pieds here",
                [("preference", "imperial")],
            ),
            (
                U,
                "learned that the hard way btw, few years ago I used untreated pine on a "
                "pergola and it rotted in 2 winters, rebuilt it for free. outdoors now its "
                "cedar or treated, period",
                [("experience", "pine")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "I work as a chaplain at Groote Schuur. Last week a family asked me to pray "
                "with them and without thinking I started in English, though they were "
                "Xhosa speakers. The grandmother corrected me gently, I switched to my "
                "halting isiXhosa and the whole room softened. I've learned to always ask "
                "first which language people want to pray in. Could you help me put "
                "together a few short blessings in isiXhosa?",
                [("identity", "chaplain"), ("identity", "xhosa"), ("experience", "pray")],
            ),
            (A, "Of course. Here are five short blessings...", []),
            (U, "enkosi. these are lovely", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "I umpire club cricket in Lahore on weekends. "
                "Question on the stumping law when the keeper fumbles",
                [("identity", "umpire"), ("identity", "lahore")],
            ),
            (A, "Under Law 39... Are you standing this weekend?", []),
            (
                U,
                "yes saturday, quarter final at Model Town",
                [("activity", "quarter")],
            ),
            (
                U,
                "ok and what if the glove breaks the wicket before the ball arrives, "
                "hypothetically, asking for my idiot brother in law who argued with me for "
                "an hour 🙄",
                [],
            ),
            (U, "got my level 2 umpiring exam with PCB on 8 June", [("activity", "exam")]),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "did 8 years in the army, two tours, now i drive OTR. VA "
                "finally gave me my PTSD rating last month. just venting i guess",
                [("identity", "army"), ("identity", "ptsd")],
            ),
            (A, "Thank you for telling me. How are you holding up on the road?", []),
            (
                U,
                "nights are rough. my dog Ranger rides with me, helps a lot",
                [("identity", "ranger")],
            ),
            (
                U,
                "dont give me the hotline spiel please, i know the numbers",
                [("preference", "hotline")],
            ),
        ],
        existing=[("t1", "Works as a long-haul truck driver", "professional")],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "phd candidate in civil engineering at unilag, writing up my thesis on "
                "laterite soils. its slow going",
                [("identity", "phd"), ("context", "thesis")],
            ),
            (
                U,
                "if i got a postdoc in canada i'd carry my wife and never look back lol. "
                "toronto or calgary better for geotech?",
                [("identity", "wife")],
            ),
            (A, "Both have strong geotechnical groups...", []),
            (U, "ok thanks. nepa took light again so i'll continue later 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "je suis livreur deliveroo, sur un vélo électrique. can you write a "
                "funny short story where im a knight delivering pizza to a dragon in "
                "Montmartre",
                [("identity", "deliveroo")],
            ),
            (A, "Sir Lucas of the Eleventh Arrondissement mounted his humming steed...", []),
            (U, "haha make the dragon vegan and allergic to gluten", []),
            (
                U,
                "like me actually, coeliac since i was a kid, thats why i eat before shifts",
                [("identity", "liac")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "backend dev at a fintech. why does this give None\n"
                "```python\n"
                "def total(xs):\n"
                "    s = 0\n"
                "    for x in xs:\n"
                "        s += x\n"
                "    print(s)\n"
                "\n"
                "print(total([1, 2, 3]))\n"
                "```",
                [("identity", "backend")],
            ),
            (A, "The function prints instead of returning, so it returns None.", []),
            (U, "ugh. 3 years experience and i do this 🤦", []),
            (
                U,
                "last sprint i deployed to prod on a friday evening and broke payments for 2 "
                "hours. never again friday deploys",
                [("experience", "friday")],
            ),
            (
                U,
                "always give me python answers with type hints pls",
                [("preference", "type hints")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "buenas! después de 31 años me jubilé el viernes, no more teacher 🎉 now i "
                "want to learn watercolour painting, where do i start",
                [("retract", "teacher"), ("context", "watercolo")],
            ),
            (A, "Congratulations! Any plans to celebrate?", []),
            (
                U,
                "jorge is taking me to Chiloé in october for a week",
                [("activity", "chilo")],
            ),
        ],
        existing=[
            ("c1", "Primary school teacher in Valparaíso", "professional"),
            ("c2", "Married to Jorge", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (U, "whats the weirdest job that actually exists lol", []),
            (A, "Chicken sexer, professional sleeper, golf ball diver...", []),
            (U, "haha ok chicken sexer wins. how much do they earn", []),
            (U, "nice. ok im off, thx", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "can you explain this email from my manager in simple words, english is my "
                "second language (im romanian):\n"
                "---\n"
                "From: Gary\n"
                "Subject: Peak rota\n"
                "All pickers are required to work a minimum of 50 hours during peak. "
                "Overtime will be paid at 1.5x after 48 hours. Anyone on the Thursday night "
                "line must confirm by Friday.\n"
                "---",
                [("identity", "romania")],
            ),
            (A, "In short: during the busy season you must work at least 50 hours...", []),
            (
                U,
                "ok so i must reply by friday. write reply for me: yes i confirm",
                [],
            ),
            (
                U,
                "i work there 2 years, before i was a nurse in iasi but the money 😔",
                [("identity", "nurse")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "Fisker her, 30 år på havet. skrei season is done, went ok. the boat needs new "
                "hydraulics before summer, any tips on financing?",
                [("identity", "fisher")],
            ),
            (A, "Do you own the boat outright?", []),
            (U, "me and my brother, 50/50", [("identity", "boat")]),
            (
                U,
                "write answers in norwegian from now pls, easier for me",
                [("preference", "norwegian")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "Shearer from the Borders here, heading to Western Australia in August for "
                "the season, first time. what should I pack and is the heat as bad as folk say",
                [("identity", "shearer"), ("activity", "australia")],
            ),
            (A, "It can be hot, but August is winter there. Whereabouts in WA?", []),
            (U, "Kojonup area", []),
            (
                U,
                "a mate went last year and got heatstroke the second week, says drink before "
                "you're thirsty. he's an eejit tho",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "oh I just LOVE when parents pick up 40 min late and then complain about the "
                "late fee. anyway. ECE at a daycare, 3rd year. how do I word a "
                "late pickup reminder that doesnt sound rude",
                [("identity", "daycare")],
            ),
            (A, "Here's a gentle reminder you could send...", []),
            (U, "too nice lol. firmer but professional", []),
            (
                U,
                "also fyi i hate the word kiddos, never use it",
                [("preference", "kiddos")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "boxing coach ako sa gym namin, 14 kids. one of my boys has his "
                "first amateur bout on june 8 in Pasig. how do i help him with nerves",
                [("identity", "coach")],
            ),
            (A, "Some ideas: keep his routine the same as training days...", []),
            (U, "salamat coach 😂 i mean salamat AI", []),
            (
                U,
                "i used to fight too, 22-4, retired after a detached retina in 2015",
                [("identity", "retina")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "I'm a petty officer in the Indian Navy, quick question about leave rules.",
                [("identity", "navy")],
            ),
            (
                U,
                "we sail for a 3 month deployment on 1 july, and my wife is due in september 😬 "
                "so i'll probably miss the birth",
                [("activity", "deployment"), ("identity", "wife")],
            ),
            (A, "Congratulations! Would you like ideas for staying connected while at sea?", []),
            (U, "yes, we get email maybe twice a week onboard", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "Senior lecturer in medieval history at Edinburgh. I'm on sabbatical from "
                "September, writing a book on Hebridean chapels, and I need to plan archive "
                "visits. Can you suggest how to structure a nine-month research schedule?",
                [
                    ("identity", "lecturer"),
                    ("activity", "sabbatical"),
                    ("context", "book"),
                ],
            ),
            (A, "Here's a possible structure, month by month...", []),
            (U, "Lovely, thank you.", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "merhaba, kuaförüm, Kadıköy'de kendi salonum var 💇‍♀️ need instagram "  # noqa: RUF001
                "captions for a balayage post, english and turkish",
                [("identity", "salon")],
            ),
            (A, "Here are five captions in both languages...", []),
            (U, "süper 😍 3 tane daha yap, more emoji", []),
            (
                U,
                "ben de 2 yıldır ingilizce kursuna gidiyorum haha can you tell",  # noqa: RUF001
                [("context", "english")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "Steuerberaterin by day, beekeeper by weekend 🐝 I have 6 hives "
                "on my parents' land in the Kaiserstuhl. Varroa question: oxalic acid in "
                "May, too early?",
                [("identity", "tax"), ("identity", "bee")],
            ),
            (A, "Oxalic acid works best when there's no brood... How long have you kept bees?", []),
            (U, "since 2019, my grandfather taught me", []),
            (
                U,
                "My partner Lukas thinks I'm insane for spending tax season evenings with bees",
                [("identity", "lukas")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "tango murió el sábado. 14 años. I put him down myself, hardest thing "
                "i've done as a vet. sorry I don't know why im telling an AI",
                [("retract", "tango")],
            ),
            (A, "I'm so sorry. Fourteen years is a long life together.", []),
            (
                U,
                "gracias. can you help me write a short note for the clients who knew him, "
                "he came to every farm call",
                [],
            ),
        ],
        existing=[
            ("v1", "Has a border collie named Tango", "personal"),
            ("v2", "Rural veterinarian in Santa Rosa, La Pampa", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "I am a midwife at a health centre IV. We are starting a kangaroo "
                "mother care programme next month and I am the one leading it. Can you make "
                "a one-page checklist for mothers, simple English",
                [("identity", "midwife"), ("context", "kangaroo")],
            ),
            (A, "Here's a one-page checklist... How many births does your centre handle?", []),
            (U, "around 60 a month, we are 4 midwives", []),
        ],
    ),
]
