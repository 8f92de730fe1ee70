"""Held-out evaluation set 18: non-native English, code-switching, short answers, family and home town.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages and countries who write English as a second or third language and slip
   into Arabic, Vietnamese, Russian, Tagalog, Portuguese or German, who often answer the
   assistant's questions in a word or two, and who talk about their family and where they
   come from; plus a mix of the usual hazards (sarcasm, hypotheticals, role-play, quoted and
   forwarded text, code, small talk, retractions of stored memories).
2. For each situation, the user's turns as such a person would type them: broken grammar,
   lowercase without apostrophes, typos, emoji, non-English fragments and whole non-English
   sentences, fragments that only make sense after the assistant's question.
3. Labels written with the turn, by asking "what would a careful human note about this user
   from this message?", without reading the extractor, its patterns, its documentation or
   any other evaluation set, and without running anything on this file. Roughly a third of
   the user turns state nothing durable about the user and carry no label. Facts stated in
   a non-English language are labelled with English words that a careful English title
   would contain (a stem for names whose spelling varies: 'lisb' for Lisbon/Lisboa).
4. The file is committed before any use; it is never edited to fit the extractor. A label
   that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words. Each conversation may
start with existing identity memories (id, title, identity_type).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a Vietnamese aged-care nurse abroad asking for help with an email to her manager",
    "a Russian backend developer in Berlin pasting SQL and dropping German bureaucracy words",
    "a Filipina domestic worker in Hong Kong writing Taglish about her kids back home",
    "a Brazilian designer in Lisbon mixing Portuguese, taking up surfing",
    "an Egyptian father abroad planning his daughter's wedding back home",
    "a German engineer who just retired, with German fragments and a winter abroad",
    "a Russian student asking for an interview role-play (the role's facts are not his)",
    "a Vietnamese student preparing for IELTS, answering in fragments and pasting an essay",
    "a Jordanian pharmacist with coeliac disease writing Arabizi",
    "a Kazakh geologist writing a best-man toast for his brother, with Russian to translate",
    "a sarcastic Brazilian call-centre worker who quits (existing job memory)",
    "a Russian-speaking grandmother in Israel asking about her blood-pressure pills",
    "a Vietnamese-American restaurant owner translating a menu, family history in one line",
    "a Filipina mother planning her son's party in short answers",
    "a Vietnamese man who moved cities (existing home memory), his girlfriend and dog",
    "a Moroccan PhD student in France who plays the oud, thesis acknowledgements",
    "daydreams and wishes with one real fact hidden in a regret",
    "a German mother in Texas whose kids stopped speaking German",
    "a Russian mother who wants answers in Russian and in Celsius",
    "a Filipina call-centre agent on graveyard shifts living with her grandmother",
    "a Portuguese man in Luxembourg with a forwarded German email from the landlord",
    "an Egyptian woman who lost a deposit to a fake landlord and what she learned",
    "a Brazilian futsal player recovering from knee surgery who wants a friendly tone",
    "a Lebanese calligrapher in Montreal pricing his work",
    "a Vietnamese engineering student in Dresden mixing German, with an exam",
    "a Russian-speaking barista who stopped being vegetarian and got promoted (existing memories)",
    "small talk with nothing to keep, in Vietnamese and English",
    "a retired Filipino teacher asking for a bedtime story for her grandson",
    "a former hairdresser from Brazil in a coding bootcamp, pasting JavaScript",
    "a Saudi English teacher nervous about her driving test",
)

HOLDOUT18: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "chào bạn! sorry my english not so good. i am nurse in aged care, come from hai "
                "phong 6 years ago. can you help me write email to my manager for swap shift?",
                [("identity", "nurse"), ("identity", "phong")],
            ),
            (A, "Of course! Which shift would you like to swap, and with whom?", []),
            (
                U,
                "saturday night, with Linh. because my son have piano recital sat 7pm",
                [("activity", "recital")],
            ),
            (U, "ok cảm ơn nhiều 🙏 make it short, she dont like long email", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "привет. ok in english. I am backend dev at a fintech. why this "
                "query take 9 seconds??\n```sql\nSELECT o.id, c.name FROM orders o\n"
                "JOIN customers c ON c.id = o.customer_id\nWHERE o.created_at > now() - "
                "interval '30 days';\n```",
                [("identity", "backend")],
            ),
            (A, "Is there an index on orders.customer_id or orders.created_at?", []),
            (U, "nope", []),
            (
                U,
                "ugh. ok. in general: always code first, explanation after, and skip the "
                "'great question' stuff pls",
                [("preference", "code")],
            ),
            (
                U,
                "btw my Anmeldung appointment at the Bürgeramt is on june 3, do i need to bring "
                "the Wohnungsgeberbestätigung or is the Mietvertrag enough?",
                [("activity", "appointment")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "hello po! im domestic helper here, 4 years na. my two kids stay "
                "with my nanay in batangas. gusto ko sana mag-ipon for their college, how much "
                "should i save monthly if sahod ko is 4990 hkd?",
                [("identity", "helper"), ("identity", "kids")],
            ),
            (A, "That's a great goal. How old are your children?", []),
            (U, "12 and 9 po. eldest is girl", []),
            (
                U,
                "salamat po 🙏 ang bait mo",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "oi! sou de Recife mas moro em Lisboa faz 2 anos. "
                "question: is it weird that my colleagues laugh at my brazilian accent kkkkk",
                [("identity", "recife"), ("identity", "lisb")],
            ),
            (
                U,
                "also comecei aulas de surf na Costa da Caparica, every saturday morning 🏄‍♀️ "
                "any tips for not dying",
                [("context", "surf")],
            ),
            (A, "Ha! Are you on a soft-top board for now?", []),
            (U, "sim, the big foam one", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "Salam alaikum. I am egyptian from Alexandria, living abroad many years. my "
                "daughter wedding is in october inshallah, in alexandria. i need help "
                "to make a budget table",
                [
                    ("identity", "alexandria"),
                    ("activity", "wedding"),
                ],
            ),
            (A, "Mabrook! Roughly how many guests, and in which currency?", []),
            (U, "around 300 guest. egyptian pound please, not dirham", []),
            (
                U,
                "and generally please keep your answers short, my eyes tired from the screen "
                "all day 😅",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "Servus! seit letzter Woche bin ich in Rente 🎉 35 years at Siemens, finished. "
                "what do retired people do all day, ehrlich gesagt?",
                [("retract", "engineer"), ("identity", "retired")],
            ),
            (A, "Congratulations! Any plans for the first months?", []),
            (
                U,
                "meine Frau und ich we spend the winter in Mallorca, from november until march. "
                "so now I learn spanish with duolingo, 80 day streak 💪",
                [("activity", "mallorca"), ("context", "spanish")],
            ),
            (U, "¿cómo estás? haha that is all i know so far", []),
        ],
        existing=[("i1", "Works as mechanical engineer at Siemens", "professional")],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "Здравствуйте. I am 4th year student at ITMO in saint petersburg and I have "
                "interview for internship at Yandex on friday. can we practice?",
                [("identity", "itmo"), ("activity", "interview")],
            ),
            (A, "Absolutely. Shall I play the interviewer?", []),
            (
                U,
                "yes. and i will play Dmitri, 35 years, team lead with 3 kids, lives in "
                "Kazan 😂 just to make it harder for you",
                [],
            ),
            (U, "Я нервничаю... sorry, i mean i am nervous", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "hi, i need practice ielts writing task 2, my test is 8 june",
                [("activity", "ielts")],
            ),
            (A, "Great. What band score are you aiming for, and what do you study?", []),
            (U, "7.0. logistics at UEH, 3rd year", [("identity", "logistics")]),
            (A, "And what do you need the score for?", []),
            (U, "master in australia maybe, if i get scholarship", []),
            (
                U,
                "when you correct my essays mark every mistake in bold, dont rewrite all pls.\n\n"
                "'Some people think that children should learn a foreign language at primary "
                "school. In my opinion, this have more advantage than disadvantage...'",
                [("preference", "bold")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "marhaba 🌸 quick q, is bulgur gluten free? I have celiac, diagnosed last year, "
                "and my mama keeps making tabbouleh for me wallah 😭",
                [("identity", "celiac")],
            ),
            (A, "Unfortunately not, bulgur is cracked wheat.", []),
            (U, "ya3ni not even a little?? khalas, quinoa tabbouleh then", []),
            (
                U,
                "and im a pharmacist btw so I should know this lol. from Irbid originally",
                [("identity", "pharmacist"), ("identity", "irbid")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "hello. my brother Arman marry in august and I am best man. bride is american so "
                "toast must be in english. we grew up in Shymkent, small house near the bazaar",
                [
                    ("identity", "arman"),
                    ("activity", "wedding"),
                    ("identity", "shymkent"),
                ],
            ),
            (A, "Lovely. Any story about Arman you'd like to include?", []),
            (
                U,
                "when he was 10 he sold our grandmother goat to buy a bicycle 😂 and please "
                "translate our wish at end: 'Пусть ваш дом будет полной чашей'",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "adoro quando meu chefe marca reunião 6pm on a friday. i LOVE it. best company in "
                "the world 🙃",
                [],
            ),
            (
                U,
                "ok chega. pedi demissão. literally just sent the email 🎉 doing freelance "
                "translation full time from now, i already have 3 clients",
                [("retract", "support"), ("identity", "freelance")],
            ),
            (U, "how do i write an invoice as MEI?", []),
        ],
        existing=[("p1", "Works in customer support at an airline", "professional")],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "Здравствуйте. I write slow, sorry for my english. I am 67, live in Haifa, from Kharkiv originally. doctor gave me "
                "amlodipine for hypertension. can i drink grapefruit juice?",
                [
                    ("identity", "haifa"),
                    ("identity", "kharkiv"),
                    ("identity", "hypertension"),
                ],
            ),
            (A, "Grapefruit can interact with amlodipine; it's best to ask your doctor.", []),
            (
                U,
                "спасибо. my grandson Misha say i should ask you and not google 😊",
                [("identity", "misha")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "Chào! my family have pho restaurant in texas, I am the owner since my dad "
                "retire. translate menu to english pls: 'Phở tái nạm gầu, Bún bò Huế, Cơm tấm "
                "sườn bì chả'",
                [("identity", "restaurant")],
            ),
            (A, "Here you go! Out of curiosity, where is your family from originally?", []),
            (U, "nha trang. ba má came 1992", [("identity", "trang")]),
            (U, "lol why u ask, u want free pho? 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (U, "hi can you help me plan a party", []),
            (A, "Of course! What's the occasion?", []),
            (U, "my son 7th bday", [("identity", "son")]),
            (A, "Fun! When and where?", []),
            (U, "sat june 1, sa bahay lang, backyard", [("activity", "birthday")]),
            (A, "How many kids are coming?", []),
            (U, "mga 15. theme is minecraft 🙄 he is obsessed", []),
            (
                U,
                "oh and im vegetarian but my husband not so need both",
                [("identity", "vegetarian")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "mình chuyển vào saigon rồi! moved last month for "
                "my girlfriend. where can i find cheap furniture here?",
                [("retract", "da nang"), ("identity", "saigon"), ("identity", "girlfriend")],
            ),
            (A, "Congrats on the move! Are you living alone?", []),
            (
                U,
                "just me and my dog Bơ 🐶 she still lives with her parents. he hates the traffic",
                [("identity", "dog")],
            ),
        ],
        existing=[("d1", "Lives in Da Nang", "demographic")],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "salam, bonjour... sorry, english. im phd student in chemistry at lyon, "
                "originally from meknes. how do i write the acknowledgements of my thesis?",
                [("identity", "chemistry"), ("identity", "mekn")],
            ),
            (U, "defense is 12 july 😬", [("activity", "defen")]),
            (A, "Who would you like to thank?", []),
            (
                U,
                "my supervisor Prof Girard, my parents, the guys from my band (i play oud, we do "
                "chaabi at weddings) and my fiancée Salma who survived my stress",
                [("identity", "oud"), ("identity", "salma")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (U, "if you could live anywhere where would u live. me i pick iceland 100%", []),
            (
                U,
                "sometimes i wish i became a chef instead of an accountant ngl. numbers all day",
                [("identity", "accountant")],
            ),
            (U, "anyway whats the capital of iceland", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "Moin! ich bin aus Hamburg, but we live in Austin since 3 years. the kids (5 and 8) speak only english now, kein Wort Deutsch 😩 "
                "how do I make them speak german at home?",
                [("identity", "hamburg"), ("identity", "austin")],
            ),
            (A, "Consistency helps a lot. Do you work outside the home?", []),
            (
                U,
                "teilzeit, i teach piano at a music school 3 days",
                [("identity", "piano")],
            ),
            (U, "ok danke, sehr hilfreich", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "can you answer me in russian from now? мне так проще",
                [("preference", "russian")],
            ),
            (A, "Конечно! Чем могу помочь?", []),
            (
                U,
                "и градусы в цельсиях пожалуйста, я в Екатеринбурге живу, не в Америке 🙂",
                [("preference", "celsius"), ("identity", "katerinburg")],
            ),
            (
                U,
                "сколько слоёв надевать на мою дочку при -25? ей 3 года",
                [("identity", "daughter")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "grabe pagod na ako. call center agent here, and starting monday im on "
                "graveyard 10pm-7am all next week huhu. tips to sleep during day?",
                [("identity", "call center"), ("activity", "shift")],
            ),
            (A, "Blackout curtains help a lot. Do you live with family?", []),
            (
                U,
                "yes w/ my lola and my 2 younger sisters, maingay sila 😂",
                [("identity", "sister")],
            ),
            (U, "sige try ko yung earplugs", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "can u translate this email from my landlord? im portuguese, my german is "
                "basically 'Hallo' and 'Danke' lol\n\n> Sehr geehrter Herr Almeida, hiermit "
                "teile ich Ihnen mit, dass die Miete ab 1. August um 80 Euro erhöht wird. Die "
                "Heizungsanlage wird im Juli gewartet.",
                [("identity", "portug")],
            ),
            (
                A,
                "He says the rent goes up by 80 euros from 1 August, and the heating is serviced in July.",
                [],
            ),
            (
                U,
                "80 euros?? for this tiny flat in Esch. unbelievable. can he do that?",
                [("identity", "esch")],
            ),
            (
                U,
                "ok write the answer in german, polite but firm. sign it João Almeida",
                [("identity", "almeida")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "last year i got scammed, sent 2000 usd deposit for an apartment in Cairo to a "
                "'landlord' on facebook and never saw him again. lesson: now i pay nothing "
                "before i see the place with my eyes and sign contract. this time i found a flat "
                "in Maadi, can you check this clause?\n\n'The tenant shall pay 3 months "
                "insurance, non refundable in case of early termination.'",
                [("experience", "scam"), ("context", "maadi")],
            ),
            (A, "That clause means you'd lose 3 months' deposit if you leave early.", []),
            (U, "مش معقول. ok thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "fiz cirurgia de LCA (ACL) 3 weeks ago, rehab is slow af. i play futsal since i "
                "was 10 and doctor says 9 months no ball 😭 what exercises can i do at home",
                [("context", "acl"), ("identity", "futsal")],
            ),
            (A, "What does your physio have you doing right now?", []),
            (U, "quad sets, heel slides. fisio 2x por semana", []),
            (
                U,
                "and talk to me like a friend always, not like a doctor. sem frescura",
                [("preference", "friend")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "marhaba 😄 I do arabic calligraphy, mostly thuluth, practicing like 5 yrs now. "
                "want to maybe sell some pieces on etsy, how to price?",
                [("identity", "calligraphy")],
            ),
            (A, "Where are you based? Shipping will matter.", []),
            (
                U,
                "montreal. originally from zahle in lebanon",
                [("identity", "montreal"), ("identity", "zahl")],
            ),
            (U, "thx habibi 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "hallo, ich bin... ok english easier. vietnamese student at TU Dresden, "
                "maschinenbau 2nd semester. Klausur "
                "Thermodynamik on friday and i understand nothing 😵 explain entropy simple?",
                [
                    ("identity", "dresden"),
                    ("identity", "mechanical"),
                    ("activity", "thermodynamic"),
                ],
            ),
            (A, "Think of entropy as the number of ways... Does that make sense?", []),
            (U, "kinda. more example pls", []),
            (U, "ok now i get it!! danke 😭🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "okay confession: после 8 лет I ate shashlik at my uncles dacha last weekend "
                "and... I guess im not vegetarian anymore 😅 simple marinade for chicken?",
                [("retract", "vegetarian")],
            ),
            (
                U,
                "also still at the coffee shop but now as shift manager, got promoted monday",
                [("retract", "barista"), ("identity", "manager")],
            ),
        ],
        existing=[
            ("v1", "Is vegetarian", "personal"),
            ("v2", "Works as a barista", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (U, "hello bot, you sleep ever? 😂", []),
            (A, "Never! What's up?", []),
            (U, "trời hôm nay nóng quá, 38 độ 🥵", []),
            (U, "what is better, iphone or samsung? dont say 'it depends' 😤", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "pwede mo ba akong gawan ng bedtime story for my apo Migo, he is 4, about a "
                "carabao who goes to Manila to find his nanay",
                [("identity", "migo")],
            ),
            (A, "Once upon a time, in a green rice field...", []),
            (U, "ang cute!! make the carabao name Bantay and add a jeepney", []),
            (
                U,
                "im a retired public school teacher so i like stories with a lesson 😊",
                [("identity", "teacher"), ("preference", "lesson")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "oi gente 😅 i was hairdresser for 12 years and now im doing a coding bootcamp "
                "online (week 6 of 24). my code dont work:\n```js\nconst nums = [1, 2, 3]\n"
                "const doubled = nums.map(n => { n * 2 })\nconsole.log(doubled)\n```",
                [("identity", "hairdresser"), ("context", "bootcamp")],
            ),
            (A, "With braces the arrow function needs an explicit return.", []),
            (U, "aaaah que raiva 🤦‍♀️ obrigada", []),
            (
                U,
                "my daughter (she is 15) laughs at me because she codes better than me lol",
                [("identity", "daughter")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "انا متوترة جدا 😬 my driving test is on the 8th. I teach english at a girls "
                "school and all my students ask me every day if i passed yet lol",
                [("activity", "driving test"), ("identity", "english")],
            ),
            (A, "Good luck! Is it the practical part?", []),
            (U, "yes practical, theory done alhamdulillah", []),
            (U, "just 5 tips pls", []),
        ],
    ),
]
