"""Held-out set 35: relationships, friendships and hard times.

Dating, breakups, weddings, grief, loneliness, conflicts with friends and family, users
venting at length, with facts about themselves said in passing.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person or a kind of
   chat hazard in this theme, chosen from what people tell a chat assistant when life is
   hard, not from what any pattern could match.
2. For each situation, the user's turns as a person would type them: long run-on vents,
   lowercase without apostrophes, typos, emoji and filler, sarcasm, Spanish/French/Italian
   fragments, pasted messages, vows to translate, a pasted script, role-play, hypotheticals
   and wishes, fragment answers to the assistant's question (sometimes one asked two turns
   back).
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message, in a long-term memory?", following the label guide's layers.
   Facts about other people are labelled only for what they say about the user; facts in
   role-play, quoted or forwarded text, text to translate and wishes get no label. Roughly
   a third of the user turns state nothing durable about the user and carry no label.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a dental hygienist dumped over text by a boyfriend she works with",
    "a bride stuck between her mother and her future mother-in-law over the guest list",
    "grief: a former carer whose father just died (existing memory taken back)",
    "loneliness after moving abroad for a partner's job, remote worker",
    "a sister feud over who looks after a mother with dementia",
    "role-play: rehearsing a conversation with an ex, then a real plan out of character",
    "a condolence note to translate for a boyfriend's grandmother, learning Spanish",
    "a divorced mother on dating apps, asks for a profile bio with real likes in it",
    "a best friend forgot her birthday, short replies after the vent",
    "a forwarded 'we need space' message from a friend, and an admission about the past",
    "separation from a husband (existing memories), still working at the pharmacy",
    "moved back to the parents after a breakup (existing memory taken back)",
    "a bartender who quit after a grandfather's death (existing memory taken back)",
    "a divorced man in therapy who does not want bullet points when venting",
    "maid of honour writing a wedding speech, uni memories",
    "hypotheticals and wishes about running away, nothing to keep",
    "Spanish/English grief: a grandmother died and the user cannot travel",
    "a 71-year-old widower, lonely evenings, woodwork in the garage",
    "first date in six years, sober, asks what to wear",
    "a 19-year-old apprentice who came out to his parents",
    "a long group-chat vent with one fact about the user dropped in the middle",
    "a backend developer pasting a script that reminds him to text friends",
    "a poem for a dog that died last week, a dislike of free verse",
    "divorce and a daughter, the age given two turns after it was asked",
    "a long-distance relationship, learning Korean before a visit",
    "sarcasm about an ex's wedding invite, a work trip as the excuse",
    "a school reunion and feeling behind in life",
    "a French-speaking flatmate who owes money, mixed French and English",
    "wedding vows to translate into Italian for the fiance's family",
    "a breakup announced curtly (existing memory taken back), a show without romance",
    "a grief group suggested by a therapist, first session this week",
    "a user on the bus who wants short answers, backing out of being a bridesmaid",
)

HOLDOUT35: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "so my bf of 3 years dumped me on sunday. over TEXT. like who does that after "
                "3 years?? and the worst part is we work at the same dental clinic so i have "
                "to see him every single day, im a hygienist and hes on the front desk so "
                "every patient i get i have to walk past him 🙃 how do i survive this",
                [("experience", "boyfriend"), ("identity", "hygienist")],
            ),
            (
                A,
                "I'm so sorry, that's a brutal way to end three years. Do you have people outside "
                "work you can lean on right now?",
                [],
            ),
            (
                U,
                "not really lol everyone i know is his friend too. and my family is all back "
                "in cork so",
                [("identity", "cork")],
            ),
            (
                A,
                "That makes it so much harder. It might help to keep work interactions short and "
                "scripted for a while, and to find one thing each week that's only yours.",
                [],
            ),
            (U, "ok thank u. sorry for the essay", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "wedding is oct 12 and my mom and my fiances mom are at WAR over the guest "
                "list. my mom wants to invite her entire church (like 80 ppl) and his mom "
                "says its 'tacky' to have more guests from the brides side. we are paying "
                "for it ourselves btw nobody is chipping in. how do i shut this down without "
                "starting ww3",
                [("activity", "wedding"), ("identity", "fianc")],
            ),
            (
                A,
                "Since you two are paying, you get the final say. How many guests did you and "
                "your fiancé originally plan for?",
                [],
            ),
            (
                U,
                "120 max. and im an only child so my side is basically moms church ppl anyway",
                [("identity", "only child")],
            ),
            (
                A,
                "Then a simple split could work: a fixed number for each family, and the rest for "
                "your own friends.",
                [],
            ),
            (
                U,
                "can u write a message i can send to both of them in the group chat, firm "
                "but nice, not too long",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "my father passed away 3 weeks ago. he had parkinsons for 9 years and i was "
                "the one looking after him, i moved back into his house for it. now the "
                "house is just so quiet and i dont know what to do with my days",
                [("retract", "father"), ("experience", "father")],
            ),
            (
                A,
                "I'm so sorry for your loss. Caring for him was your whole rhythm for years. What "
                "did your days look like before?",
                [],
            ),
            (
                U,
                "honestly everything was around his meds and appointments. i quit my job as "
                "a paralegal in 2021 to do it",
                [("identity", "paralegal")],
            ),
            (
                A,
                "That's a huge thing you gave. Would you consider going back to legal work at "
                "some point, or is it too early to think about?",
                [],
            ),
            (U, "maybe. idk. too early i think", []),
            (A, "That's completely fair.", []),
            (
                U,
                "is it normal that i feel relieved sometimes? that makes me feel like a monster",
                [],
            ),
        ],
        existing=[("m1", "Cares for their father at home", "personal")],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "moved to rotterdam in january for my partners job and i work remote (ux "
                "designer) so some days the only person i talk to is the guy at albert heijn "
                "lol. how do adults even make friends here?? my dutch is like 10 words",
                [("identity", "rotterdam"), ("identity", "designer"), ("identity", "partner")],
            ),
            (
                A,
                "That's a really common and really lonely spot. What did you enjoy doing back "
                "home?",
                [],
            ),
            (
                U,
                "climbing!! i was at the wall like 3x a week back in leeds, havent found one "
                "here yet",
                [("identity", "climb"), ("identity", "leeds")],
            ),
            (
                A,
                "Rotterdam has a few bouldering gyms, and climbing gyms are one of the easiest "
                "places to meet people because you end up sharing problems.",
                [],
            ),
            (
                U,
                "omg ok. also i started dutch lessons last week so maybe ill meet ppl there too",
                [("context", "dutch")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "me and my sister havent spoken since christmas. our mum has dementia and its "
                "always me driving 2 hours every weekend to check on her while my sister "
                "lives 10 min away and does NOTHING. then at christmas she told me i was "
                "'controlling' in front of everyone. am i wrong for being this angry",
                [("identity", "sister"), ("identity", "dementia")],
            ),
            (
                A,
                "You're not wrong to be angry, that's a lot of unequal weight. Have you ever told "
                "her what the driving costs you?",
                [],
            ),
            (
                U,
                "no bc shell just say i offered. which i did. 5 years ago. before i had my own "
                "two sons to run around after",
                [("identity", "sons")],
            ),
            (
                A,
                "Offering five years ago doesn't mean agreeing to it forever. A letter might let "
                "you say it without being interrupted.",
                [],
            ),
            (
                U,
                "ok yeah maybe a letter. can u help me write one? not a essay, like half a page",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "can we do a roleplay? you are my ex, marco. hes italian, 32, works as a chef, "
                "super charming but never ever says sorry. im going to practice telling him i "
                "dont want to get back together",
                [],
            ),
            (
                A,
                "Okay, I'll play Marco. (as Marco) Ciao bella... I've missed you. Dinner this "
                "week?",
                [],
            ),
            (U, "marco i need you to stop texting me. im happy now and i dont want this", []),
            (A, "(as Marco) Happy? Come on, you don't mean that.", []),
            (
                U,
                "ok out of character that was weirdly helpful lol. i actually do have to meet "
                "him on thursday to get my stuff back from his place",
                [("activity", "marco")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "can you translate this to spanish, its for my boyfriends abuela, her husband "
                "passed on friday:\n\n'Dear Rosa, I am so sorry for your loss. Manuel was "
                "always so kind to me and I will never forget his stories about Oaxaca. With "
                "love, Jess'",
                [("identity", "boyfriend")],
            ),
            (
                A,
                '"Querida Rosa, lo siento mucho por tu pérdida. Manuel siempre fue muy amable '
                'conmigo y nunca olvidaré sus historias de Oaxaca. Con cariño, Jess"',
                [],
            ),
            (
                U,
                "thank u!! my spanish is so bad, been doing duolingo every day since february "
                "but i still cant say anything real",
                [("context", "spanish")],
            ),
            (
                A,
                "Four months of daily practice is real progress, even if it doesn't feel like it.",
                [],
            ),
            (U, "is 'lo siento mucho' too formal or is it fine", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "34f, divorced, 2 kids (7 and 10) and i just spent a month on hinge and i "
                "swear every man on there is either 'looking for something casual' or has a "
                "fish in his profile pic. is it me?? also i only have every other weekend "
                "free bc of custody so its not like i can be spontaneous",
                [("identity", "34"), ("identity", "divorced"), ("identity", "kids")],
            ),
            (A, "It's not you, the apps are rough. What are you actually hoping to find?", []),
            (U, "something real i guess. idk anymore", []),
            (
                A,
                "That's a good thing to know. A profile that's specific tends to filter out the "
                "casual crowd.",
                [],
            ),
            (
                U,
                "write me a bio thats funny but not cringe, mention i love hiking and bad "
                "horror movies",
                [("preference", "hiking"), ("preference", "horror")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "turned 29 on saturday and my best friend of 15 years didnt even text. not a "
                "single emoji. she posted a story from a brunch at 11am so she was clearly "
                "alive lmao. i know im being petty but ive done something for every one of "
                "her birthdays since we were 14",
                [("identity", "29")],
            ),
            (
                A,
                "That's not petty, it hurts to be forgotten by someone who matters. Have you said "
                "anything to her?",
                [],
            ),
            (
                U,
                "no. were both nurses on opposite shifts so we barely see each other anyway. "
                "should i?",
                [("identity", "nurse")],
            ),
            (
                A,
                "A light, honest message usually lands better than silence that turns into "
                "resentment.",
                [],
            ),
            (U, "ugh fine. ok", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "my friend sent me this and i dont know how to answer:\n\n'hey. ive been "
                "thinking a lot and i think we need some space. im moving to berlin in june "
                "and honestly i feel like you only call me when something is wrong in your "
                "life. im not mad, i just need to focus on me.'\n\nwhat do i even say to that",
                [],
            ),
            (
                A,
                "That's a painful message to receive. Is there any part of it that feels true to "
                "you?",
                [],
            ),
            (
                U,
                "i mean... shes not wrong. i leaned on her a lot when i was unemployed last "
                "year, like every night on the phone",
                [("experience", "unemployed")],
            ),
            (
                A,
                "Then acknowledging that, without over-apologising, might be the most respectful "
                "reply.",
                [],
            ),
            (
                U,
                "can u draft something short, no groveling. shes godmother to my son so i cant "
                "just ghost her",
                [("identity", "son")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "hi. so update on my life i guess, tom and i separated in april. he moved out "
                "last week. i kept the house and the cat (obviously lol)",
                [("retract", "tom"), ("identity", "separated"), ("identity", "cat")],
            ),
            (A, "Thank you for telling me. How are you holding up?", []),
            (
                U,
                "work is keeping me sane. double shifts at the pharmacy this weekend which "
                "honestly good",
                [("activity", "shift")],
            ),
            (A, "Having structure helps. Just make sure you're sleeping between them.", []),
            (U, "how do i tell my in laws. they still text me every sunday", []),
        ],
        existing=[
            ("m1", "Married to Tom", "personal"),
            ("m2", "Works as a pharmacist", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "not in manchester anymore btw. after the breakup i couldnt afford the flat "
                "on my own so im back at my parents in stoke. 27 and in my childhood bedroom "
                "with an arctic monkeys poster staring at me lmao",
                [("retract", "manchester"), ("identity", "stoke"), ("identity", "27")],
            ),
            (A, "That's a lot of change at once. Is it a short-term plan?", []),
            (
                U,
                "its temporary. saving for a deposit, hopefully out by christmas",
                [("context", "deposit")],
            ),
            (A, "That's a solid plan, and living at home can speed it up a lot.", []),
            (U, "lol yeah", []),
        ],
        existing=[("m1", "Lives in Manchester", "personal")],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "quit the bar last week. after my grandad died in march i just couldnt do the "
                "3am closes anymore, i kept crying in the walk in fridge lol. anyway i start "
                "at a bakery on monday, 5am starts but at least its daylight when i leave",
                [("retract", "bartender"), ("experience", "grand"), ("identity", "bakery")],
            ),
            (A, "I'm sorry about your grandad. A bakery sounds like a gentler rhythm.", []),
            (
                U,
                "he was the one who taught me to bake actually. i still make his rye bread "
                "every sunday",
                [("identity", "bread")],
            ),
        ],
        existing=[("m1", "Works as a bartender", "professional")],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "ive been seeing a therapist every tuesday since the divorce and she said i "
                "should journal but i feel stupid writing 'dear diary' at 41. any prompts "
                "that arent cringe",
                [("context", "therap"), ("identity", "divorce"), ("identity", "41")],
            ),
            (
                A,
                "Sure:\n- What did I avoid today?\n- One thing I miss, one thing I don't\n- What "
                "would I tell a friend in my place?",
                [],
            ),
            (
                U,
                "pls dont do bullet points when im talking about this stuff, it feels like a "
                "powerpoint. just talk to me like a person",
                [("preference", "bullet")],
            ),
            (
                A,
                "Fair enough. You could start with what you avoided today, then write about one "
                "thing you miss and one you don't, and end with what you'd tell a friend in your "
                "place.",
                [],
            ),
            (U, "better. thank you", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "im maid of honor at my best friends wedding june 8 and the speech is giving "
                "me actual nightmares. we met first week at sheffield uni, were flatmates for "
                "3 years and she once drove 4 hours at 2am to pick me up from a festival. can "
                "u help me write it? 3 min max",
                [("activity", "wedding"), ("identity", "sheffield")],
            ),
            (
                A,
                "Here's a first draft: \"I met Hannah in our first week at Sheffield, and within "
                "a month she'd seen me at my worst...\"",
                [],
            ),
            (
                U,
                "ok this is good but shes not a crier, make it funnier. and take out the part "
                "about her ex lmao",
                [],
            ),
            (A, "Done, here's a lighter version with the ex removed.", []),
            (U, "perfect 😭😭", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "what if i just quit everything and moved to portugal and opened a tiny surf "
                "shop lol. like hypothetically. would that be insane",
                [],
            ),
            (A, "Not insane as a daydream. What part of it appeals most?", []),
            (U, "i cant even surf lol. i just want a life where nobody knows my business", []),
            (A, "That sounds like you need some privacy and a break more than a surf shop.", []),
            (U, "if i had a dog id probably be less lonely too. someday", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "my grandma died on tuesday y no puedo ir al funeral en mexico porque mi "
                "green card todavía está en proceso y si salgo del país i lose everything. im "
                "in houston and i feel so useless, mi mamá está allá sola con todo",
                [("experience", "grand"), ("identity", "houston"), ("context", "green card")],
            ),
            (
                A,
                "Lo siento mucho. Not being able to be there is its own kind of grief. Was she "
                "close to you?",
                [],
            ),
            (
                U,
                "ella me crió en guadalajara hasta los 12, then we came here",
                [("identity", "guadalajara")],
            ),
            (A, "Then she's part of who you are. You can still honour her from here.", []),
            (
                U,
                "can you help me write something in spanish that my mom can read at the "
                "funeral? corto",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "Hello. My daughter set me up with this so I have someone to talk to. I am 71, "
                "my wife passed 2 years ago and the kids both live in Australia now. The "
                "evenings are the worst.",
                [("identity", "71"), ("identity", "wife"), ("identity", "australia")],
            ),
            (A, "I'm glad you're here. What do you usually do in the evenings?", []),
            (
                U,
                "Television mostly. I used to do the crossword with Margaret. I still do it "
                "every morning, in her chair.",
                [("identity", "crossword")],
            ),
            (
                A,
                "That sounds like a lovely ritual. Do you have something that fills your days?",
                [],
            ),
            (
                U,
                "Woodwork. I have a workshop in the garage, I'm in there most mornings. Making "
                "a rocking horse for my grandson at the moment.",
                [("identity", "woodwork"), ("context", "horse"), ("identity", "grandson")],
            ),
            (A, "A rocking horse is a beautiful thing to make for a grandchild.", []),
            (U, "Thank you, that is kind of you to say.", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "FIRST DATE IN 6 YEARS ON FRIDAY 😭 guy from bumble, he wants to do drinks but "
                "i dont drink (8 yrs sober next month!!) so i need a non weird way to suggest "
                "something else. also what do i wear help",
                [("activity", "date"), ("identity", "sober")],
            ),
            (
                A,
                "Congrats on almost 8 years! You could suggest mini golf or a coffee walk. What's "
                "the weather like where you are?",
                [],
            ),
            (U, "rainy. its glasgow lol its always rainy", [("identity", "glasgow")]),
            (A, "Then indoor mini golf, and a layer you feel good in.", []),
            (U, "mini golf is actually genius ok", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "came out to my parents last weekend. mum cried and hugged me, dad just walked "
                "out of the room and hasnt said a single word to me since. i still live at "
                "home (19, doing my electrician apprenticeship) so i see him every day at "
                "dinner and its unbearable",
                [
                    ("experience", "came out"),
                    ("identity", "19"),
                    ("context", "apprenticeship"),
                ],
            ),
            (
                A,
                "That took real courage. Silence from a parent is painful, but it's often shock "
                "rather than a final answer.",
                [],
            ),
            (
                U,
                "my boyfriend says to give him time but its been 8 days",
                [("identity", "boyfriend")],
            ),
            (
                A,
                "Eight days feels endless from the inside, but for a parent processing it, it's "
                "still early.",
                [],
            ),
            (U, "yeah. ok. thanks for not being weird about it", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "ok i need to vent. so this group chat. 6 of us. planning a trip for months "
                "and today i find out 4 of them booked a different airbnb WITHOUT the other "
                "two of us and when i asked they said 'oh we thought you couldnt afford it' "
                "like??? who said that?? nobody asked me. and now theres this whole thing "
                "where if i bring it up im 'making it a big deal'. like yes im a phd student "
                "and money is tight but i can decide that myself?? i just. im so tired of "
                "always being the one who has to be chill about stuff",
                [("identity", "phd")],
            ),
            (
                A,
                "That's genuinely hurtful, being decided for instead of asked. You're allowed to "
                "say so.",
                [],
            ),
            (U, "exactly!!! thank you. ok rant over", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "lol this is embarrassing but i wrote a script to remind me to text my friends "
                "bc apparently im 'bad at keeping in touch' (direct quote from 3 ppl). it "
                "crashes tho:\n\n```python\nimport random, datetime\nfriends = ['ana', "
                "'josh', 'mei']\nlast = {f: None for f in friends}\n\ndef pick():\n    return "
                "min(friends, key=lambda f: last[f])\n```\n\nTypeError: '<' not supported "
                "between instances of 'NoneType' and 'NoneType'\n\nive been a backend dev for "
                "6 years i should know this 💀",
                [("identity", "backend")],
            ),
            (
                A,
                "min() is comparing None values. Use a default: key=lambda f: last[f] or "
                "datetime.datetime.min",
                [],
            ),
            (U, "ah duh. ok works now", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "can you write a short poem about my dog biscuit, he died last week. beagle, "
                "14 years old, he used to steal socks and hide them under the sofa",
                [("experience", "biscuit")],
            ),
            (
                A,
                "Under the sofa, a kingdom of socks,\nguarded by Biscuit, the softest of "
                "thieves...",
                [],
            ),
            (
                U,
                "can it rhyme properly? i hate free verse, it always reads like a shopping list",
                [("preference", "verse")],
            ),
            (
                A,
                "Here's a rhyming version:\nFourteen years of muddy paws,\nof stolen socks and "
                "broken laws...",
                [],
            ),
            (U, "🥹 thank u", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (U, "how do i explain a divorce to a kid", []),
            (
                A,
                "It depends a lot on age. How old is your child, and is this your own divorce?",
                [],
            ),
            (U, "yes mine. hes moving out in july", [("context", "divorce")]),
            (
                A,
                "I'm sorry, that's a lot to carry. Kids often worry they caused it, so saying "
                "clearly that it's not their fault matters most.",
                [],
            ),
            (U, "8. shes my only one", [("identity", "daughter")]),
            (
                A,
                "At 8 she'll want concrete details: where she'll sleep, when she'll see her dad, "
                "what stays the same.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "my gf is in seoul and im in toronto, 14 hour difference, we see each other "
                "twice a year if were lucky. shes coming here in august!! trying to learn "
                "korean before then so i can talk to her parents on facetime without her "
                "translating everything lol",
                [
                    ("identity", "toronto"),
                    ("identity", "girlfriend"),
                    ("activity", "august"),
                    ("context", "korean"),
                ],
            ),
            (A, "That's a lovely goal. Where are you at with Korean so far?", []),
            (U, "like beginner beginner. i know hangul and maybe 30 words", []),
            (A, "Hangul is the hardest first step, so you're ahead of most.", []),
            (U, "ok can you give me 5 phrases to say to her mom, polite ones", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "oh great my ex is marrying the girl he cheated on me with. and i got an "
                "INVITE. love that for me 🙃🙃 truly thriving",
                [("experience", "cheated")],
            ),
            (A, "Oof. You don't owe anyone your attendance. Are you thinking of going?", []),
            (
                U,
                "no im obviously not going lol. im at a work conference in lisbon that weekend "
                "anyway thank god",
                [("activity", "conference")],
            ),
            (A, "A perfect, drama-free reason to decline.", []),
            (U, "should i send a gift or is that psycho", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "10 year high school reunion on saturday and i have nothing to show for it. "
                "no house, still renting a studio, still at the same call center job i said "
                "was 'temporary' in 2016",
                [("activity", "reunion"), ("identity", "call"), ("identity", "studio")],
            ),
            (
                A,
                "Most people at reunions feel exactly this way. Holding the same job for years "
                "says things about you too: reliability, for one.",
                [],
            ),
            (U, "lol thanks for the pep talk. what do i say when people ask what i do", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "ma coloc me doit 800€ depuis janvier. weve shared a flat in lyon since 2021 "
                "and she was basically my best friend but now every time i bring it up she "
                "says 'la semaine prochaine'. i dont want to lose her but also. 800€",
                [("identity", "lyon"), ("context", "800")],
            ),
            (
                A,
                "That's a hard mix of money and friendship. It can help to agree on a repayment "
                "plan in writing.",
                [],
            ),
            (
                U,
                "in writing? like a contract? thats so cold. im literally a notary lmao i do "
                "this all day for strangers",
                [("identity", "notary")],
            ),
            (
                A,
                "It can be as simple as a message: 100€ a month starting in July. Clear is kinder "
                "than vague.",
                [],
            ),
            (U, "ok. je vais essayer ce soir", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "can you translate my vows into italian? my fiances family is from naples and "
                "half of them dont speak english. wedding is aug 24 in sorrento 😍\n\n'Luca, "
                "the day I met you at that terrible karaoke bar, I knew my life was about to "
                "get louder. I promise to always laugh at your jokes, even the bad ones, and "
                "to never let you sing Volare again.'",
                [("identity", "fianc"), ("activity", "wedding")],
            ),
            (
                A,
                '"Luca, il giorno in cui ti ho conosciuto in quel terribile karaoke, ho capito '
                'che la mia vita stava per diventare più rumorosa..."',
                [],
            ),
            (
                U,
                "is 'ti prometto' right?? i want it perfect, his nonna will cry either way lol",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "kai and i broke up. dont want to talk about it. can you just recommend me a "
                "show with zero romance in it",
                [("retract", "kai")],
            ),
            (A, "Of course. A few options: The Last of Us, Chernobyl, Severance, Slow Horses.", []),
            (
                U,
                "seen it. seen it. oh not that one, i hate anything with zombies",
                [("preference", "zombie")],
            ),
            (A, "Then Severance or Slow Horses.", []),
            (U, "ok severance it is", []),
        ],
        existing=[
            ("m1", "Has a boyfriend named Kai", "personal"),
            ("m2", "Lives in Denver", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "my therapist suggested a grief group for people who lost a parent. first "
                "session is thursday at 7 and i already want to cancel. what actually happens "
                "at these things",
                [("activity", "grief"), ("context", "therap"), ("experience", "parent")],
            ),
            (
                A,
                "Usually people sit in a circle, a facilitator opens, and anyone can share or "
                "just listen.",
                [],
            ),
            (
                U,
                "do i have to talk the first time. ive had social anxiety since i was a teen, "
                "groups are my nightmare",
                [("identity", "anxiety")],
            ),
            (A, "No. Plenty of people only listen for the first few sessions.", []),
            (U, "ok. ill go. probably", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "can you keep answers short pls, im always reading on my phone on the bus lol. "
                "how do i tell a friend i cant be her bridesmaid without ending the friendship",
                [("preference", "short")],
            ),
            (
                A,
                "Tell her early, in person, and lead with how much she matters. Want a script?",
                [],
            ),
            (
                U,
                "its because of money. im on maternity leave and already spent 1200 on her hen "
                "do in ibiza",
                [("context", "maternity")],
            ),
            (
                A,
                "Then say that honestly: you've hit your limit and you'd rather be there as a "
                "guest than be stressed.",
                [],
            ),
            (U, "ok that works. ty", []),
        ],
    ),
]
