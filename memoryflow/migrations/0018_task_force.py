"""`async_tasks.force`: the task re-extracts completed topics, so a retry does too."""

from __future__ import annotations

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memoryflow", "0017_task_topic_ids"),
    ]

    operations = [
        migrations.AddField(
            model_name="asynctask",
            name="force",
            field=models.BooleanField(default=False),
        ),
    ]
