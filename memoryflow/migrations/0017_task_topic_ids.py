"""`async_tasks.topic_ids`: the topics an operator named for the task, so a retry keeps them."""

from __future__ import annotations

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memoryflow", "0016_topic_extraction_run"),
    ]

    operations = [
        migrations.AddField(
            model_name="asynctask",
            name="topic_ids",
            field=models.JSONField(blank=True, default=list),
        ),
    ]
