"""Held-out set 25: formal, older and professional writers, in the styles people really chat.

How it was written (and kept independent of the extractor):

1. A list of situations first (below, `SITUATIONS`), invented for this set and chosen from
   what people tell a chat assistant, not from what an extractor could match. The theme of
   the set is older and formal writers and professionals writing long, careful paragraphs
   (doctors, lawyers, engineers, teachers, clergy, farmers), many of whom say how they want
   answers written; a mix of other voices is kept alongside.
2. For each situation, the user's turns as a person would type them: long letters with
   several facts and a question, fragments answering the assistant's question, lowercase
   without apostrophes, typos, emoji and filler, wishes and hypotheticals, role-play,
   quoted and forwarded text and text to translate (whose contents are not the user's),
   code, non-English fragments, facts about other people, small talk, retractions.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?". Roughly a third of the user turns state nothing durable about
   the user and carry no label. The extractor was neither read nor run while writing it.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words. Each conversation may
start with existing identity memories (id, title, identity_type).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import Conversation

U, A = "user", "assistant"

SITUATIONS = (
    "a retired GP writing a letter to the editor, wanting British spelling and prose",
    "a smallholder tea farmer on a slow connection, with a cooperative AGM",
    "a rural Lutheran pastor preparing a sermon, and a story request set in Minnesota",
    "a Japanese structural engineer, formal imperfect English, SI units, an exam",
    "a Brazilian labour lawyer mixing Portuguese, a clause to translate, a hearing tomorrow",
    "a headmistress about to retire, writing a valedictory address",
    "an Irish sheep farmer who has sold his flock (existing memories)",
    "a cardiologist who wants DOIs and no disclaimers",
    "a German patent attorney writing in German, with a hearing abroad",
    "a chemistry teacher with a science fair and a rescue greyhound",
    "a rabbi translating a memorial text into Spanish",
    "an Australian large-animal vet checking a dose, metric only",
    "an elderly Polish grandmother with Parkinson's writing a birthday letter in Polish",
    "a tunnelling engineer asking for a role-play for a staff seminar",
    "an orthopaedic surgeon with type 1 diabetes and a lesson about long lists",
    "a French notary who has retired and moved south (existing memories)",
    "a Filipino ICU nurse with night shifts and the NCLEX",
    "a Mexican avocado grower seeking export certification, practising English",
    "a retired Navy captain writing a memoir, wanting blunt criticism",
    "a civil engineer with a forwarded contractor email and a signature directive",
    "a High Court judge: no hedging, no disclaimers",
    "a Ghanaian Anglican priest officiating his niece's wedding",
    "a Hungarian analysis professor who wants LaTeX, with a sabbatical in Bonn",
    "a Korean dentist who learned not to employ family",
    "a retired primary teacher learning Welsh, with practice sentences",
    "a teenage gamer in lowercase, wishes and small talk",
    "a data engineer pasting Spark code",
    "a vegan yoga teacher with a cashew allergy",
    "an old Slovenian beekeeper and a lesson about varroa treatment",
    "a Toronto accountant asking hypotheticals about early retirement",
    "a Ukrainian piano teacher who has moved from Kyiv to Vienna (existing memories)",
)

HOLDOUT25: list[Conversation] = [
    # 1. Retired GP
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "Good morning. I should introduce myself properly, as I find these exchanges "
                "go better that way. I am a retired general practitioner, and I have more "
                "time on my hands than I ever expected. The local "
                "paper has printed a rather careless piece about the closure of the old "
                "cottage hospital in 1989, and I should like to write a letter to the editor "
                "correcting two or three of its errors. Could you suggest how such a letter "
                "might be structured?",
                [("identity", "practitioner")],
            ),
            (
                A,
                "Gladly. Before I do, would you prefer British or American spelling, and "
                "do you like answers set out as lists or as continuous prose?",
                [],
            ),
            (
                U,
                "British, please, always. And I would be grateful if you avoided bullet "
                "points altogether; I read prose far more comfortably.",
                [("preference", "british"), ("preference", "bullet")],
            ),
            (
                U,
                "Thank you, that is most helpful. You write better than the health board "
                "ever did, which is faint praise, but praise nonetheless.",
                [],
            ),
        ],
    ),
    # 2. Tea farmer
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Greetings. I am a smallholder tea farmer with about three acres on the "
                "slopes. This season "
                "the leaf yellowing has been bad on the lower terraces and my soil test shows "
                "pH 4.2. Kindly advise on liming, but keep your answers short, the network "
                "here is slow and long answers do not load well.",
                [("identity", "tea"), ("preference", "short")],
            ),
            (
                A,
                "Lime at about 2 t/ha, split in two. How much rain do you get, and have you "
                "used dolomitic lime before?",
                [],
            ),
            (U, "two rainy seasons, long rains start in march. never tried dolomite", []),
            (
                U,
                "Also our cooperative AGM is on 14 June and I must present the accounts. "
                "Any tips for showing figures to members who do not read well?",
                [("activity", "agm")],
            ),
        ],
    ),
    # 3. Lutheran pastor
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "Dear assistant, I am the pastor of a small Lutheran congregation in the "
                "countryside, where I have served for twenty-two years. Each week I prepare a "
                "sermon on the lectionary text. I would ask that you never answer me with "
                "bulleted lists or headings; write in full paragraphs, as one would in a "
                "letter.",
                [("identity", "pastor"), ("preference", "paragraph")],
            ),
            (A, "Of course. Which text are you preaching on this Sunday?", []),
            (
                U,
                "Luke 15, the prodigal son. It is also our confirmation Sunday, so nine "
                "young people will be confirmed.",
                [("activity", "confirmation")],
            ),
            (
                U,
                "Please write me a short story, in the first person, of the elder brother "
                "as if he were a Minnesota dairy farmer who resents his younger sibling for "
                "selling his share of the land. I may read it aloud.",
                [],
            ),
            (
                U,
                "That is rather good, though I think the ending too tidy. Real resentment "
                "does not resolve itself in a single evening.",
                [],
            ),
        ],
    ),
    # 4. Japanese structural engineer
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "Hello. I am structural engineer working for a construction company. My "
                "English is not perfect, please excuse. I am checking a steel beam "
                "design for a warehouse. Please always use SI units (kN, mm), never "
                "imperial.",
                [("identity", "engineer"), ("preference", "units")],
            ),
            (A, "Understood. What are the span, the load and the steel grade?", []),
            (U, "span 7.2 m, UDL 18 kN/m incl. self weight. grade SS400", []),
            (
                U,
                "ありがとうございます。By the way next month I take the 一級建築士 exam "
                "again, second attempt... very nervous 😅",
                [("activity", "exam")],
            ),
        ],
    ),
    # 5. Brazilian labour lawyer
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "Boa tarde. Sou advogada trabalhista há quinze anos. I would "
                "like your help to translate the following clause into English, for a "
                "foreign client: 'O empregado fará jus a férias remuneradas de trinta dias "
                "após cada período de doze meses de trabalho.'",
                [("identity", "lawyer")],
            ),
            (
                A,
                "'The employee shall be entitled to thirty days of paid leave after each "
                "twelve-month period of service.' Would you like UK or US legal style?",
                [],
            ),
            (
                U,
                "UK style pls. and whenever you mention Brazilian labour law, always cite "
                "the article of the CLT, my clients always ask for it",
                [("preference", "clt")],
            ),
            (
                U,
                "obrigada!! amanhã tenho audiência às 9h no TRT, wish me luck 🙏",
                [("activity", "hearing")],
            ),
        ],
    ),
    # 6. Headmistress
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "Good evening. I am the headmistress of a girls' secondary school, "
                "and I shall be retiring at the end of this academic year after thirty-one "
                "years in education. The board has asked me to deliver the valedictory "
                "address at our prize-giving on 20 July. I would like something dignified, "
                "not sentimental, and no longer than ten minutes when spoken.",
                [
                    ("identity", "headmistress"),
                    ("activity", "retir"),
                    ("activity", "prize"),
                ],
            ),
            (A, "What would you most like the girls to remember from it?", []),
            (
                U,
                "That discipline is a form of love, and that nobody is too old to be corrected.",
                [],
            ),
            (
                U,
                "Yes, that draft will do very well with a few changes. I am obliged to you.",
                [],
            ),
        ],
    ),
    # 7. Irish sheep farmer, retraction
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "hello again. well its done, I sold the last of the ewes at Balla mart on "
                "Saturday and thats me finished with sheep after forty years. the land is "
                "let to my nephew now. Bran is still with me, hes getting on but he follows "
                "me everywhere",
                [("retract", "sheep")],
            ),
            (A, "That's a big change after forty years. How are you finding the days?", []),
            (
                U,
                "long. everyone says I need a hobby. maybe the mens shed in Castlebar, they "
                "do woodturning, I dont know yet",
                [],
            ),
            (
                U,
                "write it in plain english for me would you, no big words, I never went in "
                "for the fancy talk",
                [("preference", "plain")],
            ),
        ],
        existing=[
            ("m1", "Sheep farmer in County Mayo", "professional"),
            ("m2", "Has a sheepdog named Bran", "personal"),
        ],
    ),
    # 8. Cardiologist
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "I am a consultant interventional cardiologist. I use you mostly "
                "to summarise papers. Kindly give the DOI for every paper you cite, and do "
                "not add any disclaimers about consulting a doctor; I am the doctor.",
                [
                    ("identity", "cardiologist"),
                    ("preference", "doi"),
                    ("preference", "disclaimer"),
                ],
            ),
            (U, "Summarise the ISCHEMIA trial's primary result in three sentences.", []),
            (
                U,
                "And what was the main criticism of its design? Two sentences.",
                [],
            ),
        ],
    ),
    # 9. German patent attorney
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "Guten Tag. Ich bin Patentanwalt und arbeite hauptsächlich im "
                "Bereich Medizintechnik. Bitte antworten Sie mir immer auf Deutsch.",
                [("identity", "patent"), ("preference", "german")],
            ),
            (A, "Selbstverständlich. Womit kann ich Ihnen helfen?", []),
            (
                U,
                "Am Freitag fliege ich nach Den Haag zu einer mündlichen Verhandlung vor der "
                "Beschwerdekammer. Ich bin etwas nervös.",
                [("activity", "hague")],
            ),
            (
                U,
                "Könnten Sie diesen Satz sprachlich glätten: 'The claimed invention differs "
                "from D1 in that the sensor is arranged distally of the balloon, which the "
                "skilled person would not have considered.'",
                [],
            ),
        ],
    ),
    # 10. Chemistry teacher
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "hi! high school chem teacher here (gr 11 & 12). science fair is "
                "next thursday and half my kids still dont have a hypothesis 🙃 can you give "
                "me 5 quick project ideas using stuff from a grocery store",
                [("identity", "teacher"), ("activity", "fair")],
            ),
            (A, "Here are five... Would you like safety notes with each?", []),
            (
                U,
                "yes pls, admin is paranoid lol",
                [],
            ),
            (
                U,
                "also off topic but we just adopted a rescue greyhound named "
                "Pickle and she is terrified of the stairs. tips??",
                [("identity", "greyhound")],
            ),
        ],
    ),
    # 11. Rabbi
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "Shalom. I serve as rabbi of a Conservative congregation. I "
                "am preparing a bilingual program for a memorial service. Could you translate "
                "the following into Spanish, keeping the register elevated: 'We remember "
                "those who were taken from us, and we carry their names into the days that "
                "remain.'",
                [("identity", "rabbi")],
            ),
            (
                A,
                "'Recordamos a quienes nos fueron arrebatados, y llevamos sus nombres a los "
                "días que quedan.'",
                [],
            ),
            (
                U,
                "Perfecto, muy bien. Could the second clause be a little less literal?",
                [],
            ),
            (
                U,
                "The service is on the 2nd of June, at ten in the morning.",
                [("activity", "memorial")],
            ),
        ],
    ),
    # 12. Australian vet
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "G'day. Large-animal vet, mostly cattle and the odd alpaca. Quick one, just "
                "sanity-checking "
                "my maths on a pour-on for weaners: 320 kg at 1 mL per 10 kg. Metric "
                "obviously, none of this pounds rubbish.",
                [("identity", "vet"), ("preference", "metric")],
            ),
            (A, "32 mL per animal.", []),
            (U, "yep thats what I got. saved me digging the calculator out of the ute", []),
        ],
    ),
    # 13. Polish grandmother
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "hello i am Halina. my granddaugter she set this up for me on the tablet, i "
                "am not good with the computers. i want to write birthday letter to Poland "
                "but my hands shake from the parkinsons so typing is slow",
                [("identity", "halina"), ("identity", "parkinson")],
            ),
            (A, "I'd be glad to help. Should we write it in Polish or in English?", []),
            (
                U,
                "polish of course. Kochana Basiu, wszystkiego najlepszego z okazji urodzin, "
                "tęsknię za tobą i za naszym ogrodem",
                [],
            ),
            (
                U,
                "please always short sentences when you write to me, my eyes get tired",
                [("preference", "sentence")],
            ),
        ],
    ),
    # 14. Tunnelling engineer, role-play
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "I'm a tunnelling engineer with the road authority. For a staff seminar I'd "
                "like a role-play: you are an angry local "
                "farmer whose well has run dry since we started blasting, and I am the "
                "project manager who must answer you. Begin.",
                [("identity", "engineer")],
            ),
            (
                A,
                "(as the farmer) Forty years that well gave water, and now there's nothing "
                "but dust! Who pays for my cattle?",
                [],
            ),
            (
                U,
                "I understand your frustration, Mr Haugland. Until the well recovers, we "
                "will deliver water to your farm every day, and our hydrogeologists are "
                "monitoring every well within two kilometres.",
                [],
            ),
            (
                U,
                "Good, stop there, that was useful. The real seminar is in two weeks and I "
                "will split the staff into pairs.",
                [("activity", "seminar")],
            ),
        ],
    ),
    # 15. Surgeon with type 1 diabetes
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "I'm an orthopaedic surgeon, and I've had type 1 diabetes since I was nine; "
                "I'm on a closed-loop pump now. Long theatre lists are the problem, I tend to "
                "go hypo around hour five. Not asking for medical advice as such, more for "
                "practical ideas other surgeons have used.",
                [("identity", "surgeon"), ("identity", "diabetes")],
            ),
            (A, "Several options... Would you like references for these?", []),
            (U, "no refs needed, just the ideas", []),
            (
                U,
                "Worth saying: last year I tried to push through a seven-hour list without "
                "a break and nearly passed out while scrubbing in. Since then I insist on a "
                "scheduled ten-minute break at hour four, no exceptions, and the team has "
                "been fine with it.",
                [("experience", "break")],
            ),
        ],
    ),
    # 16. French notary, retired and moved
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "Bonjour. Depuis le 1er mai je suis officiellement à la retraite: I handed "
                "my office over to my associate and we have left Lyon for good, for the old "
                "family house in the country. I would like to plan a small vegetable garden.",
                [("retract", "notary"), ("retract", "lyon")],
            ),
            (A, "Congratulations! What is the soil like, and how much sun?", []),
            (U, "calcaire, full sun, very dry in summer. olive trees all around", []),
            (
                U,
                "I must say I prefer your answers without the little emojis; they do not "
                "suit a man of my age.",
                [("preference", "emoji")],
            ),
        ],
        existing=[
            ("n1", "Notary in Lyon", "professional"),
            ("n2", "Lives in Lyon", "demographic"),
        ],
    ),
    # 17. Filipino ICU nurse
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "hi po! im a staff nurse in the ICU. night shifts "
                "again next week, 7 straight 😩 any tips to sleep in the day, our flat is so "
                "hot and my roommates are noisy",
                [("identity", "nurse"), ("activity", "night")],
            ),
            (A, "Some ideas... How much coffee do you drink on shift?", []),
            (
                U,
                "like 4 cups haha. also im taking the NCLEX in november so i can work in "
                "the US, been reviewing every day off",
                [("activity", "nclex")],
            ),
            (
                U,
                "thank u so much po 🥹 will try the blackout curtains",
                [],
            ),
        ],
    ),
    # 18. Mexican avocado grower
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "Buenas. Tengo una huerta de aguacate, unas 12 hectáreas. We are working to "
                "get the GlobalG.A.P. certification so we can export. What "
                "are the first steps? Please answer in English, I practise my English with "
                "you.",
                [
                    ("identity", "avocado"),
                    ("context", "certification"),
                    ("preference", "english"),
                ],
            ),
            (A, "The first steps are... (a long, detailed answer)", []),
            (
                U,
                "ok thanks, very useful. the inspector comes when, before or after we register?",
                [],
            ),
        ],
    ),
    # 19. Retired Navy captain writing a memoir
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "Good afternoon. I am a retired Navy captain: thirty years, the last of them "
                "commanding a destroyer squadron out of Norfolk. I am now writing a memoir "
                "for my family, some fifteen chapters, of which four are finished. "
                "I would like your help with the transitions between chapters. One request: "
                "do not flatter my writing. I want blunt criticism.",
                [
                    ("identity", "navy"),
                    ("context", "memoir"),
                    ("preference", "blunt"),
                ],
            ),
            (A, "Understood. Paste the end of chapter four and the start of five.", []),
            (
                U,
                "'...and so the Kearsarge steamed out past Cape Henry, and I did not look "
                "back.'\n\n'Chapter Five. The winter of 1979 was the coldest I remember in "
                "Newport.'",
                [],
            ),
            (
                U,
                "Ha. You are right, it is abrupt. Telegram style, one might say.",
                [],
            ),
        ],
    ),
    # 20. Civil engineer, forwarded email
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "Dear Sir, I am a civil engineer at a consultancy, working on water "
                "treatment plants. Please review the following email from a contractor and "
                "suggest a firm but polite reply:\n\n> Dear Eng., we regret to inform you "
                "that delivery of the clarifier mechanisms will be delayed by six weeks due "
                "to supplier issues in Italy. We are a family company and have worked in "
                "Alexandria for forty years, and we ask for your understanding.",
                [("identity", "engineer")],
            ),
            (A, "Here is a draft reply...", []),
            (
                U,
                "Good. From now on please always sign the emails you draft for me with "
                "'Eng.' before the name and 'PMP' after it.",
                [("preference", "sign")],
            ),
            (U, "Many thanks, may God reward you.", []),
        ],
    ),
    # 21. Judge
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "I am a judge of the High Court. I use this tool "
                "occasionally to test the structure of my reasoning, never for the law "
                "itself. Two requests: do not hedge, and do not append any disclaimer that "
                "you are not a lawyer. I am perfectly aware of it.",
                [
                    ("identity", "judge"),
                    ("preference", "disclaimer"),
                ],
            ),
            (A, "Understood. What is the argument?", []),
            (
                U,
                "Suppose a tenant withholds rent because the landlord failed to repair a "
                "roof. Is the argument from reciprocity sound as structured: (a) the "
                "obligations are reciprocal; (b) the landlord breached first; (c) therefore "
                "the tenant may withhold performance?",
                [],
            ),
            (
                U,
                "Thank you. I retire in March next year and intend to teach a little at the "
                "university. We shall see.",
                [("activity", "retire")],
            ),
        ],
    ),
    # 22. Anglican priest
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "Good day. I am an Anglican priest. On the 26th of October I will "
                "officiate the wedding of my niece, and I would like help with a homily of "
                "about eight minutes on Ruth 1:16.",
                [
                    ("identity", "priest"),
                    ("activity", "wedding"),
                ],
            ),
            (A, "Here is a draft... Would you like a few lines in Twi as well?", []),
            (
                U,
                "Yes, a few lines in Twi would be welcome; it is my mother tongue, though I "
                "preach mostly in English.",
                [("identity", "twi")],
            ),
            (U, "Medaase. This is very fine.", []),
        ],
    ),
    # 23. Analysis professor
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "Good morning. I teach analysis at the university here. When you write "
                "mathematics for me, please use LaTeX notation.",
                [("identity", "analysis"), ("preference", "latex")],
            ),
            (A, "Understood.", []),
            (
                U,
                "Show that a uniformly continuous function on a bounded subset of R^n is bounded.",
                [],
            ),
            (
                U,
                "Fine. Köszönöm. In September I go on sabbatical to Bonn, finally some time "
                "for research instead of committees.",
                [("activity", "sabbatical")],
            ),
        ],
    ),
    # 24. Dentist
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "Hi. I run a small dental clinic and have a question about staff. "
                "Two years ago I hired my cousin as receptionist and it was a disaster: she "
                "was late all the time and I could not discipline her because of family. In "
                "the end she quit and my aunt did not speak to me for a year. Lesson learned, "
                "no family on the payroll. Now my hygienist wants to recommend her sister. "
                "How do I decline gracefully?",
                [
                    ("identity", "dental"),
                    ("experience", "cousin"),
                ],
            ),
            (A, "1. Thank her for the recommendation. 2. State a general policy...", []),
            (
                U,
                "좋아요 thanks. keep it like that, numbered steps are easier for me to follow",
                [("preference", "numbered")],
            ),
        ],
    ),
    # 25. Retired teacher learning Welsh
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "Bore da! I'm a retired primary school teacher, and I've finally started "
                "learning Welsh properly. My grandmother spoke it but my "
                "parents never passed it on. I do a Tuesday evening class at the library. "
                "Could you correct my Welsh as we go, but gently?",
                [
                    ("identity", "teacher"),
                    ("context", "welsh"),
                ],
            ),
            (A, "Wrth gwrs! Try a sentence or two.", []),
            (U, "Dw i'n hoffi coffi ond dw i ddim yn hoffi te. Mae'r gath yn cysgu.", []),
            (
                U,
                "diolch! the mutations will be the death of me 🙄",
                [],
            ),
        ],
    ),
    # 26. Teenage gamer
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "yo quick q whats the best way to get better aim in valorant lol im "
                "hardstuck silver",
                [("identity", "valorant")],
            ),
            (A, "Aim trainers help. What sensitivity and DPI do you use?", []),
            (U, "like 0.4 at 800 dpi", []),
            (
                U,
                "ngl i wish i was pro, imagine getting paid to play games all day 😭",
                [],
            ),
            (U, "ok gtg my mom is yelling, dinner", []),
        ],
    ),
    # 27. Data engineer
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "I'm a data engineer at a fintech. Why does this fail?\n"
                "```python\n"
                "df = spark.read.table('daily')\n"
                "df.groupBy('merchant_id').agg(F.sum('amount')).write.mode('overwrite')"
                ".saveAsTable('daily')\n"
                "```\n"
                "AnalysisException: Cannot overwrite table daily that is also being read from",
                [("identity", "data engineer")],
            ),
            (A, "Spark reads lazily, so the source is still open when you overwrite it...", []),
            (
                U,
                "right, makes sense. pls just give me code from now on, no prose, i skim",
                [("preference", "code")],
            ),
            (
                U,
                "we migrate everything to databricks in Q3 btw, whole team is dreading it",
                [("activity", "databricks")],
            ),
        ],
    ),
    # 28. Vegan yoga teacher
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "hiii 🌸 yoga teacher here, vegan since 2015. can u give me a high protein "
                "breakfast idea, something quick before my 7am class lol",
                [("identity", "yoga"), ("identity", "vegan")],
            ),
            (A, "A tempeh and black bean bowl, or...", []),
            (U, "omg tempeh bowl yes. also im allergic to cashews fyi", [("identity", "cashew")]),
            (U, "namaste 🙏", []),
        ],
    ),
    # 29. Slovenian beekeeper
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "Dear friend, I have kept bees for over fifty years here in Slovenia, "
                "Carniolan bees of course. My "
                "English I learned from the radio so forgive mistakes. This spring many "
                "colonies were weak, I suspect varroa. What do modern beekeepers do without "
                "chemicals? Please write in simple English.",
                [
                    ("identity", "bee"),
                    ("identity", "slovenia"),
                    ("preference", "simple"),
                ],
            ),
            (A, "Oxalic acid in winter, drone brood removal... How many colonies do you keep?", []),
            (
                U,
                "34 hives. before I had 60 but it became too much work",
                [],
            ),
            (
                U,
                "In 2019 I lost half my colonies because I treated too late, in September. "
                "Since then I treat in July, right after the last honey, and the losses are "
                "small.",
                [("experience", "treat")],
            ),
        ],
    ),
    # 30. Toronto accountant, hypotheticals
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "If I were to retire at 60 instead of 65, hypothetically, with about 900k in "
                "RRSPs, how would the withdrawals work? Not saying I will, just curious.",
                [],
            ),
            (A, "It depends on your province and age. Where do you live, and how old are you?", []),
            (U, "Toronto. 58 in July.", [("identity", "toronto"), ("identity", "58")]),
            (
                U,
                "And suppose I bought a condo in the Algarve for the winters, "
                "just daydreaming, would Canada tax the rental income?",
                [],
            ),
            (
                U,
                "One thing: please give me all figures in Canadian dollars, not US.",
                [("preference", "canadian")],
            ),
        ],
    ),
    # 31. Ukrainian piano teacher, moved to Vienna
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "Hello again. A lot has changed: I now live in Vienna, we left Kyiv in "
                "March. I still teach piano, but online now, to my old students.",
                [("retract", "kyiv"), ("identity", "vienna")],
            ),
            (A, "I'm glad you are safe. How can I help?", []),
            (
                U,
                "I am applying for a post at a music school here and need a cover letter in "
                "German. Keep the sentences simple and put the English under each one.",
                [("context", "music school")],
            ),
            (U, "Danke. It is strange to be starting over.", []),
        ],
        existing=[
            ("k1", "Lives in Kyiv", "demographic"),
            ("k2", "Piano teacher at a music school", "professional"),
        ],
    ),
]
