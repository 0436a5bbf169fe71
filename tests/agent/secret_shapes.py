"""Test data: realistic secrets under the names people give them (the shapes follow the providers' public
docs and gitleaks' rule names; the values are made up), and harmless variables that must reach bash whole."""

from __future__ import annotations

# (a name without a credential word in it, a value shaped like the provider's): only the shape gives it away.
REALISTIC_SECRETS = [
    ("STRIPE_LIVE", "sk_live_" + "51HqLyjWDarjtT1zdp7dcXbS3zKmVtWq"),
    ("STRIPE_RESTRICTED", "rk_live_" + "51HqLyjWDarjtT1zdp7dcXbS3z"),
    ("SENDGRID", "SG." + "ngeVfQFYQlKU0ufo8x5d1A" + "." + "TwL2iGABf9DHoTf-09kqeF8tAmbihYzrnopKc-1s5cr"),
    ("NPM_PUBLISH", "npm_" + "h7Ck3bXyQ2vLp9TzR4mWn8Fd1Gs6Jk0"),
    ("MAILGUN", "key-" + "3ax6xnjp29jd6fds4gc373sgvjxteol0"),
    ("GOOGLE_MAPS", "AIza" + "SyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe"),
    ("VAULT_LEGACY", "s." + "Xk3j9Lm2Pq8Rt5Vw1Yz7Bc4N"),
    ("VAULT_SERVICE", "hvs." + "CAESIJlU9JMYEhOPYv4igdhm9PnZDrabYTobQ4Ymnlq1qY-LGh4KHGh2cy5oVFZ3"),
    (
        "AZURE_STORAGE",
        "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey="
        + "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;"
        + "EndpointSuffix=core.windows.net",
    ),
    (
        "SERVICEBUS",
        "Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey="
        + "k3Zx9Qm2LpR7tVb4Nc8Hs1Kd6Wf3Jy5Ge0abc=",
    ),
    ("REDIS_URL", "redis://:p4ssw0rd-redis@cache.internal:6379/0"),
    ("AMQP_URL", "amqp://guest:guest-rabbit-pw@rabbit:5672/"),
    ("SLACK_HOOK", "https://hooks.slack.com/services/" + "T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"),
    ("DISCORD_HOOK", "https://discord.com/api/webhooks/" + "123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789AB"),
    ("SHOPIFY", "shpat_" + "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d"),
    ("DIGITALOCEAN", "dop_v1_" + "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2"),
    ("DATABRICKS", "dapi" + "1234567890abcdef1234567890abcdef"),
    ("TWILIO_SK", "SK" + "0123456789abcdef0123456789abcdef"),
    ("SQUARE", "sq0atp-" + "1a2B3c4D5e6F7g8H9i0J1k"),
    ("DOCKERHUB", "dckr_pat_" + "2YotnFZFEjr1zCsicMWpAA7Ytv"),
    ("TELEGRAM_BOT", "123456789:" + "AAH5Yf0kZ2uXwq8bN3cR7dT1eL9mP4sQ6vW"),
    ("AGE_IDENTITY", "AGE-SECRET-KEY-1" + "QQPZ6RS9QJTKXGD8ZMA6LJ8KFXXQ4PKN6NMEHV8QAYAEDXK5A7MXSQZ4M6"),
    ("SENTRY_URL", "https://" + "0123456789abcdef0123456789abcdef" + "@o12345.ingest.sentry.io/1234567"),
    ("ATLASSIAN", "ATATT3xFfGF0" + "T4kP9mZx2Lq7Rb5Nc8Hs1Kd6Wf3Jy5Ge0aB"),
    ("TAILSCALE", "tskey-auth-" + "kBvW3Y5CNTRL-ZyXw9vU8tS7rQ6pO5nM4lK3jH2gF1"),
    ("GITLAB_RUNNER", "glrt-" + "Ab12Cd34Ef56Gh78Ij90"),
    ("PG_CONN", "host=db.internal port=5432 user=app password=hunter2-pg dbname=app"),
    ("UPSTREAM_HEADER", "Basic " + "YWRhOnMzY3JldC1wYXNzd29yZA=="),
]

# What a developer's shell, a CI runner or a container holds that is not a secret.
HARMLESS = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "en_US.UTF-8",
    "TERM": "xterm-256color",
    "HOME": "/home/ada",
    "VIRTUAL_ENV": "/home/ada/p/.venv",
    "NODE_ENV": "production",
    "PYTHONPATH": "src",
    "GIT_COMMIT": "3f786850e387550fdab836ed7e6dc881de23001b",
    "REQUEST_ID": "123e4567-e89b-12d3-a456-426614174000",
    "REDIS_HOST_URL": "redis://localhost:6379/0",
    "npm_config_cache": "/home/ada/.npm",
    "npm_package_name": "my-package",
    "KUBECONFIG": "/home/ada/.kube/config",
    "AWS_REGION": "us-east-1",
    "AWS_PROFILE": "default",
    "GOOGLE_CLOUD_PROJECT": "my-proj-123456",
    "DOCKER_HOST": "unix:///var/run/docker.sock",
    "SHELL": "/bin/bash",
    "TZ": "Europe/London",
    "PAGER": "less -R",
    "TMUX": "/tmp/tmux-1000/default,1234,0",
    "GITHUB_RUN_ID": "1234567890",
    "NO_PROXY": "localhost,127.0.0.1,.internal",
    "HTTPS_PROXY": "http://proxy:3128",
    "LD_LIBRARY_PATH": "/usr/local/cuda/lib64",
    "CUDA_VISIBLE_DEVICES": "0,1",
    "JAVA_TOOL_OPTIONS": "-Dfile.encoding=UTF-8",
    "SESSION_MANAGER": "local/host:@/tmp/.ICE-unix/1234,unix/host:/tmp/.ICE-unix/1234",
    "VSCODE_GIT_IPC_HANDLE": "/run/user/1000/vscode-git-1a2b3c4d5e.sock",
    "S3_BUCKET": "s.assets-prod",
    "BASE_URL": "https://user@example.org/app",
    "GIT_ASKPASS": "/usr/lib/git-core/git-gui--askpass",
    "SSH_ASKPASS": "/usr/bin/ssh-askpass",
}
